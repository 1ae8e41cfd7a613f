import { PASSWORD_RESET_TEXT } from "@kindred/contracts";
import { MailCheck } from "lucide-react";
import { useLocation } from "react-router";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { t } from "@/lib/i18n/i18n";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { AuthCard } from "./auth-card";
import { AuthLayout } from "./auth-layout";
import { BackToSignIn } from "./back-to-sign-in";
import { ForgotPasswordForm } from "./forgot-password-form";

const emailFrom = (state: unknown) =>
  state && typeof state === "object" && "email" in state && typeof state.email === "string" ? state.email : "";

/**
 * `/forgot-password`: asks for the email, then says the same thing whether or not it has an account
 * (the server answers alike too), so the form can't be used to find out who is a member.
 */
export function ForgotPasswordScreen() {
  const { state } = useLocation();
  const mutation = useRequestPasswordReset();
  useDocumentTitle(t(PASSWORD_RESET_TEXT.requestTitle));

  return (
    <AuthLayout>
      {mutation.isSuccess ? (
        <AuthCard
          title={t(PASSWORD_RESET_TEXT.sentTitle)}
          description={<span role="status">{t(PASSWORD_RESET_TEXT.requestSent)}</span>}
          footer={<BackToSignIn />}
        >
          <p className="flex items-start gap-3 rounded-2xl bg-muted px-4 py-4 text-sm leading-relaxed">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
            {t(PASSWORD_RESET_TEXT.requestSentHint)}
          </p>
        </AuthCard>
      ) : (
        <AuthCard
          title={t(PASSWORD_RESET_TEXT.requestTitle)}
          description={t(PASSWORD_RESET_TEXT.requestDescription)}
          footer={<BackToSignIn />}
        >
          <ForgotPasswordForm mutation={mutation} initialEmail={emailFrom(state)} />
        </AuthCard>
      )}
    </AuthLayout>
  );
}
