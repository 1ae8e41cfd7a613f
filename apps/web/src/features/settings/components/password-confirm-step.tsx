import { PasswordConfirmationSchema, SECURITY_TEXT, type PasswordConfirmation } from "@kindred/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { DialogDescription, DialogFormActions, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { useMe } from "@/lib/session/get-me";
import { securityError } from "../utils/security-errors";
import { t } from "@/lib/i18n/i18n";

type PasswordConfirmStepProps = {
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  /** The last refusal: a wrong password shows under the field, anything else above it. */
  error: unknown;
  onSubmit: (input: PasswordConfirmation) => void;
  destructive?: boolean;
};

/** A dialog's "enter your password to confirm" step, before a change to how the member signs in. */
export function PasswordConfirmStep({
  title,
  description,
  submitLabel,
  pending,
  error,
  onSubmit,
  destructive = false,
}: PasswordConfirmStepProps) {
  const email = useMe().data?.email;
  const form = useForm({ resolver: zodResolver(PasswordConfirmationSchema), defaultValues: { password: "" } });
  const refused = error ? securityError(error) : undefined;
  const fieldError = form.formState.errors.password?.message ?? (refused?.onField ? refused.message : undefined);

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 overflow-y-auto px-5 pt-4 pb-5 sm:px-6">
        {refused && !refused.onField ? <Alert>{refused.message}</Alert> : null}
        {/* Lets a password manager fill the right account's password. */}
        <input type="email" autoComplete="username" value={email ?? ""} readOnly hidden />
        <TextField
          label={t(SECURITY_TEXT.confirmPasswordLabel)}
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          error={fieldError}
          {...form.register("password")}
        />
      </div>
      <DialogFormActions
        cancelLabel={t(SECURITY_TEXT.cancel)}
        submitLabel={submitLabel}
        pending={pending}
        destructive={destructive}
      />
    </form>
  );
}
