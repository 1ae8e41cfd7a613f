import { MEMBER_SETTINGS_TEXT } from "@kindred/contracts";
import { SettingsSwitches } from "./settings-switches";

/** Spec 001 "Settings", Privacy: switches for profile visibility, location sharing and read receipts. */
export function PrivacyTab() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-5">
      <SettingsSwitches
        tab="privacy"
        title={MEMBER_SETTINGS_TEXT.privacyTitle}
        description={MEMBER_SETTINGS_TEXT.privacyDescription}
      />
    </div>
  );
}
