import { SETTINGS_TEXT } from "@kindred/contracts";
import { ChangePasswordForm } from "./change-password-form";
import { SettingsCard } from "./settings-card";

/** Spec 001 "Settings", Security: change password (two-factor, passkeys and sessions join here). */
export function SecurityTab() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-5">
      <SettingsCard level={2} title={SETTINGS_TEXT.securityTitle} description={SETTINGS_TEXT.securityDescription}>
        <ChangePasswordForm />
      </SettingsCard>
    </div>
  );
}
