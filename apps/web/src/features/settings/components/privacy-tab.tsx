import { MEMBER_SETTINGS_TEXT } from "@kindred/contracts";
import { SettingsSwitches } from "./settings-switches";
import { t } from "@/lib/i18n/i18n";

/** Spec 001 "Settings", Privacy: switches for profile visibility, location sharing and read receipts. */
export function PrivacyTab() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-5">
      <SettingsSwitches
        tab="privacy"
        title={t(MEMBER_SETTINGS_TEXT.privacyTitle)}
        description={t(MEMBER_SETTINGS_TEXT.privacyDescription)}
      />
    </div>
  );
}
