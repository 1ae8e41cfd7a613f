import { AUTH_MESSAGES, PASSWORD_RESET_TEXT, type PasswordResetRequest } from "@kindred/contracts";
import { useForm } from "react-hook-form";
import { ProofOfWorkStatus } from "@/components/proof-of-work-status";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import { t } from "@/lib/i18n/i18n";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { useProofOfWork } from "@/lib/proof-of-work/use-proof-of-work";
import { serverMessage } from "@/lib/server-message";
import type { useRequestPasswordReset } from "../api/request-password-reset";
import { SubmitButton } from "./submit-button";

const resolver = lazyZodResolver(() => import("../schemas").then((m) => m.PasswordResetRequestSchema));

type ForgotPasswordFormProps = {
  mutation: ReturnType<typeof useRequestPasswordReset>;
  /** What the member had typed on the sign-in screen, so they need not type it again. */
  initialEmail: string;
};

export function ForgotPasswordForm({ mutation, initialEmail }: ForgotPasswordFormProps) {
  const form = useForm({
    resolver,
    defaultValues: { email: initialEmail },
  });
  const proof = useProofOfWork("password-reset");

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((input: PasswordResetRequest) => mutation.mutate({ ...input, proof: proof.take }))(event)
      }
      className="grid gap-5"
    >
      {mutation.isError ? <Alert>{serverMessage(mutation.error, t(AUTH_MESSAGES.authFailed))}</Alert> : null}
      <TextField
        label={t("Email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder={t("you@example.com")}
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <SubmitButton pending={mutation.isPending}>{t(PASSWORD_RESET_TEXT.requestSubmit)}</SubmitButton>
      <ProofOfWorkStatus proof={proof} />
    </form>
  );
}
