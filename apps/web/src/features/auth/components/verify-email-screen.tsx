import { ROUTES, VERIFY_EMAIL_PARAMS, VERIFY_EMAIL_TEXT, type Me, type VerifyLinkState } from "@kindred/contracts";
import { CircleCheck } from "lucide-react";
import { Link, useLocation, useSearchParams } from "react-router";
import { ResendVerification } from "@/components/resend-verification";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { t } from "@/lib/i18n/i18n";
import { useMe } from "@/lib/session/get-me";
import { AuthCard } from "./auth-card";
import { AuthLayout } from "./auth-layout";

const stateOf = (value: string | null): VerifyLinkState =>
  value === "used" || value === "expired" ? value : "invalid";

/**
 * `/verify-email?link=`: where a verification link that could not verify lands (the server decides
 * which: used already, expired, or changed on its way). A new link is one tap away for the member it
 * was for; a visitor signs in first and comes back here to ask for it.
 */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const state = stateOf(params.get(VERIFY_EMAIL_PARAMS.link));
  const me = useMe();
  const used = state === "used";
  const title = t(used ? VERIFY_EMAIL_TEXT.usedTitle : VERIFY_EMAIL_TEXT.deadTitle);
  useDocumentTitle(title);

  return (
    <AuthLayout>
      <AuthCard title={title} description={t(used ? VERIFY_EMAIL_TEXT.usedBody : VERIFY_EMAIL_TEXT[state])}>
        {me.isPending ? (
          <Spinner className="w-full" />
        ) : used || me.data?.emailVerified ? (
          // A used link already says the address is verified; a dead one says it here.
          <Verified me={me.data ?? null} sayVerified={!used} />
        ) : me.data ? (
          <ResendVerification email={me.data.email} size="lg" />
        ) : (
          <SignInToResend />
        )}
      </AuthCard>
    </AuthLayout>
  );
}

function Verified({ me, sayVerified }: { me: Me | null; sayVerified: boolean }) {
  return (
    <div className="grid gap-4">
      {sayVerified ? (
        <p className="flex items-start gap-2 text-sm text-foreground">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          {t(VERIFY_EMAIL_TEXT.alreadyVerified)}
        </p>
      ) : null}
      <Button asChild size="lg" className="w-full">
        <Link to={me ? ROUTES.dashboard : ROUTES.login}>{me ? t(VERIFY_EMAIL_TEXT.continue) : t("Sign In")}</Link>
      </Button>
    </div>
  );
}

function SignInToResend() {
  const location = useLocation();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t(VERIFY_EMAIL_TEXT.signInFirst)}</p>
      {/* Signing in brings them back here, where the button that sends the new link waits. */}
      <Button asChild size="lg" className="w-full">
        <Link to={ROUTES.login} state={{ from: `${location.pathname}${location.search}` }}>
          {t(VERIFY_EMAIL_TEXT.signInToResend)}
        </Link>
      </Button>
    </div>
  );
}
