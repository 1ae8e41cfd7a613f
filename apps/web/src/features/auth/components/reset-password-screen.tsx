import { AUTH_MESSAGES, PASSWORD_RESET_TEXT, ROUTES } from "@kindred/contracts";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useResetLinkCheck } from "../api/check-reset-link";
import { useResetPassword } from "../api/reset-password";
import { resetPasswordOutcome } from "../utils/reset-errors";
import { AuthCard } from "./auth-card";
import { AuthLayout } from "./auth-layout";
import { BackToSignIn } from "./back-to-sign-in";
import { ResetPasswordForm } from "./reset-password-form";

/**
 * `/reset-password`, where the mailed link lands: the API has checked the link and added `?token=`,
 * or `?error=INVALID_TOKEN` for a link that is used up or expired. The page is opened again later too
 * (history, a reload, a second tab), so it asks whether the token still works before offering the form.
 * A link that dies while the form is open ends up in the same place: a way to ask for a new one.
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const token = params.get("token");
  const check = useResetLinkCheck(token && !params.has("error") ? token : null);
  // A check that fails to answer leaves the form up: submitting it says whether the link works.
  const linkInvalid =
    !token ||
    params.has("error") ||
    check.data === false ||
    (mutation.isError && resetPasswordOutcome(mutation.error).kind === "link-invalid");
  useDocumentTitle(t(linkInvalid ? PASSWORD_RESET_TEXT.linkInvalidTitle : PASSWORD_RESET_TEXT.resetTitle));

  const onDone = () => {
    toast.success(t(PASSWORD_RESET_TEXT.resetDone));
    void navigate(ROUTES.login, { replace: true });
  };

  return (
    <AuthLayout>
      {linkInvalid ? (
        <AuthCard
          title={t(PASSWORD_RESET_TEXT.linkInvalidTitle)}
          description={t(AUTH_MESSAGES.linkInvalid)}
          footer={<BackToSignIn />}
        >
          <Button asChild size="lg" className="w-full">
            <Link to={ROUTES.forgotPassword}>{t(PASSWORD_RESET_TEXT.requestNewLink)}</Link>
          </Button>
        </AuthCard>
      ) : (
        <AuthCard
          title={t(PASSWORD_RESET_TEXT.resetTitle)}
          description={t(PASSWORD_RESET_TEXT.resetDescription)}
          footer={<BackToSignIn />}
        >
          {check.isPending ? (
            <Spinner className="flex min-h-48 w-full" label={t("Checking your link")} />
          ) : (
            <ResetPasswordForm token={token} mutation={mutation} onDone={onDone} />
          )}
        </AuthCard>
      )}
    </AuthLayout>
  );
}
