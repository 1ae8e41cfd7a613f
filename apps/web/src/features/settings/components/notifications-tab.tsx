import { MEMBER_SETTINGS_TEXT } from "@kindred/contracts";
import { SettingsSwitches } from "./settings-switches";

/** Spec 001 "Settings", Notifications: switches for email, match alerts and message notifications. */
export function NotificationsTab() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-5">
      <SettingsSwitches
        tab="notifications"
        title={MEMBER_SETTINGS_TEXT.notificationsTitle}
        description={MEMBER_SETTINGS_TEXT.notificationsDescription}
      />
    </div>
  );
}
