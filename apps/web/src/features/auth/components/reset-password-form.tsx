import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TEXT,
  type ResetPasswordForm as ResetPasswordValues,
} from "@kindred/contracts";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import { t } from "@/lib/i18n/i18n";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { toast } from "@/lib/toast";
import type { useResetPassword } from "../api/reset-password";
import { resetPasswordOutcome } from "../utils/reset-errors";
import { SubmitButton } from "./submit-button";

const resolver = lazyZodResolver(() => import("../schemas").then((m) => m.ResetPasswordFormSchema));

type ResetPasswordFormProps = {
  token: string;
  mutation: ReturnType<typeof useResetPassword>;
  onDone: () => void;
};

/** New password twice; the server holds the rest of the rules (common passwords, not the email). */
export function ResetPasswordForm({ token, mutation, onDone }: ResetPasswordFormProps) {
  const form = useForm({
    resolver,
    defaultValues: { newPassword: "", confirmPassword: "" } satisfies ResetPasswordValues,
  });
  const { errors } = form.formState;
  const outcome = mutation.isError ? resetPasswordOutcome(mutation.error) : undefined;
  const otherRefusal = outcome?.kind === "other" ? outcome.message : undefined;

  const submit = ({ newPassword }: { newPassword: string }) => {
    mutation.mutate(
      { token, newPassword },
      {
        onSuccess: onDone,
        onError: (error) => {
          const result = resetPasswordOutcome(error);
          if (result.kind === "password")
            form.setError("newPassword", { message: result.message }, { shouldFocus: true });
          if (result.kind !== "link-invalid") toast.error(result.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-5">
      {otherRefusal ? <Alert>{otherRefusal}</Alert> : null}
      <TextField
        label={t("New Password")}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={t("At least {min} characters.", { min: PASSWORD_MIN_LENGTH })}
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <TextField
        label={t("Confirm New Password")}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <SubmitButton pending={mutation.isPending}>{t(PASSWORD_RESET_TEXT.resetSubmit)}</SubmitButton>
    </form>
  );
}
