import { SETTINGS_TEXT } from "@kindred/contracts";
import { ChangePasswordForm } from "./change-password-form";
import { PasskeysCard } from "./passkeys-card";
import { SessionsCard } from "./sessions-card";
import { SettingsCard } from "./settings-card";
import { TwoFactorCard } from "./two-factor-card";
import { t } from "@/lib/i18n/i18n";

/** Spec 001 "Settings", Security, and issue 15: password, two-factor, passkeys, where you're signed in. */
export function SecurityTab() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-5">
      <SettingsCard level={2} title={t(SETTINGS_TEXT.securityTitle)} description={t(SETTINGS_TEXT.securityDescription)}>
        <ChangePasswordForm />
      </SettingsCard>
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
    </div>
  );
}
