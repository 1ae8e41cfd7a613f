import { ROUTES, SETTINGS_TEXT } from "@kindred/contracts";
import { Mail, UserPen } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SignOutButton } from "@/components/sign-out-button";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useMe } from "@/lib/session/get-me";
import { DeleteAccountCard } from "./delete-account-card";
import { DownloadDataCard } from "./download-data-card";
import { LanguageCard } from "./language-card";
import { SettingsCard } from "./settings-card";
import { t } from "@/lib/i18n/i18n";

/**
 * Spec 001 "Settings", Account: the member's email, Edit profile, blocked members, download my data,
 * Sign out, and last, apart, Delete account (its confirm dialog).
 */
export function AccountTab({ blockedMembers }: { blockedMembers: ReactNode }) {
  // The route guard has already loaded the member, so this never waits.
  const email = useMe().data?.email;

  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-5">
      <SettingsCard level={2} title={t(SETTINGS_TEXT.accountTitle)} description={t(SETTINGS_TEXT.accountDescription)}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Mail aria-hidden="true" className="size-5" />
            </span>
            <dl className="min-w-0">
              <dt className="text-xs font-medium text-muted-foreground">{t(SETTINGS_TEXT.emailLabel)}</dt>
              {/* A long address wraps rather than hides its end or widens the page. */}
              <dd className="font-semibold wrap-anywhere" data-testid="account-email">
                {email}
              </dd>
            </dl>
          </div>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to={`${ROUTES.profile}?mode=update`}>
              <UserPen aria-hidden="true" />
              {t(SETTINGS_TEXT.editProfile)}
            </Link>
          </Button>
        </div>
      </SettingsCard>

      <LanguageCard />

      <Card className="p-5 sm:p-6">{blockedMembers}</Card>

      <DownloadDataCard />

      <SettingsCard title={t(SETTINGS_TEXT.signOutTitle)} description={t(SETTINGS_TEXT.signOutDescription)}>
        <SignOutButton className="w-full sm:w-auto sm:justify-self-start" />
      </SettingsCard>

      <DeleteAccountCard />
    </div>
  );
}
