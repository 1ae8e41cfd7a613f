import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TEXT,
  type ResetPasswordForm as ResetPasswordValues,
} from "@kindred/contracts";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
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
      {outcome?.kind === "other" ? <Alert>{outcome.message}</Alert> : null}
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <SubmitButton pending={mutation.isPending}>{PASSWORD_RESET_TEXT.resetSubmit}</SubmitButton>
    </form>
  );
}
