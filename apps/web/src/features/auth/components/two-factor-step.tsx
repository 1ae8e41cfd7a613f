import { AUTH_MESSAGES, PASSWORD_RESET_TEXT, SECURITY_TEXT, TOTP_DIGITS } from "@kindred/contracts";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import type { useVerifySignInCode } from "../api/two-factor-sign-in";
import { returnPathFrom } from "../utils/return-path";
import { RestrictionStatement } from "./lazy-restriction-statement";
import { SubmitButton } from "./submit-button";

const codeResolver = lazyZodResolver(() => import("../schemas").then((m) => m.TotpCodeFormSchema));
const backupCodeResolver = lazyZodResolver(() => import("../schemas").then((m) => m.BackupCodeFormSchema));

type TwoFactorStepProps = {
  mutation: ReturnType<typeof useVerifySignInCode>;
  /** Backup code instead of the app's code; the screen's heading says which. */
  backup: boolean;
  onBackupChange: (backup: boolean) => void;
  /** Back to the email and password (a timed-out or spent challenge needs them again). */
  onStartOver: () => void;
};

/** Sign-in's second step for a member with two-factor on: the app's 6-digit code, or a backup code. */
export function TwoFactorStep({ mutation, backup, onBackupChange, onStartOver }: TwoFactorStepProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm({
    resolver: backup ? backupCodeResolver : codeResolver,
    defaultValues: { code: "" },
  });
  const error = mutation.error;
  // A wrong code belongs under the field; a lock, a timed-out sign-in or a ban above it.
  const onField = isApiError(error) && (error.code === "INVALID_CREDENTIALS" || error.code === "VALIDATION_FAILED");
  const message = error ? serverMessage(error, t(AUTH_MESSAGES.authFailed)) : undefined;

  const submit = ({ code }: { code: string }) => {
    mutation.mutate(
      { code, backup },
      {
        onSuccess: () => {
          toast.success(t(AUTH_MESSAGES.signedIn));
          void navigate(returnPathFrom(location.state), { replace: true });
        },
        onError: (refusal) => {
          if (isApiError(refusal) && refusal.code === "INVALID_CREDENTIALS") form.setFocus("code");
        },
      },
    );
  };

  const switchKind = () => {
    mutation.reset();
    form.reset({ code: "" });
    onBackupChange(!backup);
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-5">
      {message && !onField ? <Alert>{message}</Alert> : null}
      {isApiError(error) && error.restriction ? <RestrictionStatement restriction={error.restriction} /> : null}
      <TextField
        key={backup ? "backup" : "totp"}
        label={t(backup ? SECURITY_TEXT.backupCodeLabel : SECURITY_TEXT.codeLabel)}
        autoFocus
        required
        autoComplete={backup ? "off" : "one-time-code"}
        inputMode={backup ? "text" : "numeric"}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={backup ? 64 : TOTP_DIGITS + 2}
        className="[&_input]:font-mono [&_input]:tracking-[0.2em]"
        error={form.formState.errors.code?.message ?? (onField ? message : undefined)}
        {...form.register("code")}
      />
      <SubmitButton pending={mutation.isPending}>{t(SECURITY_TEXT.codeStepSubmit)}</SubmitButton>
      <div className="flex flex-col items-center gap-1">
        <Button variant="link" size="sm" onClick={switchKind}>
          {t(backup ? SECURITY_TEXT.useAuthenticatorCode : SECURITY_TEXT.useBackupCode)}
        </Button>
        <Button variant="link" size="sm" className="text-muted-foreground" onClick={onStartOver}>
          {t(PASSWORD_RESET_TEXT.backToSignIn)}
        </Button>
      </div>
    </form>
  );
}
