import { AUTH_MESSAGES, PASSWORD_RESET_TEXT, ROUTES } from "@kindred/contracts";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { toast } from "@/lib/toast";
import { useResetPassword } from "../api/reset-password";
import { resetPasswordOutcome } from "../utils/reset-errors";
import { AuthCard } from "./auth-card";
import { AuthLayout } from "./auth-layout";
import { BackToSignIn } from "./back-to-sign-in";
import { ResetPasswordForm } from "./reset-password-form";

/**
 * `/reset-password`, where the mailed link lands: the API has checked the link and added `?token=`,
 * or `?error=INVALID_TOKEN` for a link that is used up or expired. A link that dies while the form is
 * open (used in another tab) ends up in the same place: a way to ask for a new one.
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const token = params.get("token");
  const linkInvalid =
    !token || params.has("error") || (mutation.isError && resetPasswordOutcome(mutation.error).kind === "link-invalid");
  useDocumentTitle(linkInvalid ? PASSWORD_RESET_TEXT.linkInvalidTitle : PASSWORD_RESET_TEXT.resetTitle);

  const onDone = () => {
    toast.success(PASSWORD_RESET_TEXT.resetDone);
    void navigate(ROUTES.login, { replace: true });
  };

  return (
    <AuthLayout>
      {linkInvalid ? (
        <AuthCard
          title={PASSWORD_RESET_TEXT.linkInvalidTitle}
          description={AUTH_MESSAGES.linkInvalid}
          footer={<BackToSignIn />}
        >
          <Button asChild size="lg" className="w-full">
            <Link to={ROUTES.forgotPassword}>{PASSWORD_RESET_TEXT.requestNewLink}</Link>
          </Button>
        </AuthCard>
      ) : (
        <AuthCard
          title={PASSWORD_RESET_TEXT.resetTitle}
          description={PASSWORD_RESET_TEXT.resetDescription}
          footer={<BackToSignIn />}
        >
          <ResetPasswordForm token={token} mutation={mutation} onDone={onDone} />
        </AuthCard>
      )}
    </AuthLayout>
  );
}
