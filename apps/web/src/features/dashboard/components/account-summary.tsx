import { VERIFY_EMAIL_TEXT, type Me } from "@kindred/contracts";
import { ResendVerification } from "@/components/resend-verification";
import { Alert } from "@/components/ui/alert";
import { t } from "@/lib/i18n/i18n";

/** Who is signed in, and a reminder while their email address is still unconfirmed. */
export function AccountSummary({ me }: { me: Me }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {t("Signed in as")} <span className="font-semibold [overflow-wrap:anywhere] text-foreground">{me.email}</span>
      </p>
      {me.emailVerified ? null : (
        <Alert variant="info">
          <p className="font-semibold">{t(VERIFY_EMAIL_TEXT.bannerTitle)}</p>
          <p className="[overflow-wrap:anywhere]">{t(VERIFY_EMAIL_TEXT.bannerBody, { email: me.email })}</p>
          <div className="mt-3">
            <ResendVerification email={me.email} />
          </div>
        </Alert>
      )}
    </div>
  );
}
