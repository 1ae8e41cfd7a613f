import { MEMBER_SETTINGS_TEXT, PUSH_SETTINGS_TEXT } from "@kindred/contracts";
import { PushCard } from "./push-card";
import { SettingsSwitches } from "./settings-switches";
import { t } from "@/lib/i18n/i18n";

/**
 * Spec 001 "Settings", Notifications: switches for email, match alerts and message notifications;
 * issue 32 adds push: which kinds, and this device and the member's others.
 */
export function NotificationsTab() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-5">
      <SettingsSwitches
        tab="notifications"
        title={t(MEMBER_SETTINGS_TEXT.notificationsTitle)}
        description={t(MEMBER_SETTINGS_TEXT.notificationsDescription)}
      />
      <SettingsSwitches
        tab="push"
        level={3}
        hideOnError
        title={t(PUSH_SETTINGS_TEXT.switchesTitle)}
        description={t(PUSH_SETTINGS_TEXT.switchesDescription)}
      />
      <PushCard />
    </div>
  );
}
