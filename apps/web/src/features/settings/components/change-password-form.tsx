import {
  PASSWORD_MIN_LENGTH,
  SETTINGS_TEXT,
  changePasswordFormSchema,
  type ChangePasswordForm as ChangePasswordValues,
} from "@kindred/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useMe } from "@/lib/session/get-me";
import { toast } from "@/lib/toast";
import { useChangePassword } from "../api/change-password";
import { changePasswordError } from "../utils/change-password-errors";
import { t } from "@/lib/i18n/i18n";

const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Spec 001 section 5: three fields, all required; nothing is sent unless new and confirm match. */
export function ChangePasswordForm() {
  const email = useMe().data?.email;
  const schema = useMemo(() => changePasswordFormSchema(email), [email]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const mutation = useChangePassword();

  // The confirmation never leaves the browser.
  const submit = ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => {
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t(SETTINGS_TEXT.passwordUpdated));
          form.reset(EMPTY);
        },
        onError: (error) => {
          const { message, field } = changePasswordError(error);
          if (field) form.setError(field, { message }, { shouldFocus: true });
          toast.error(message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-5">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" autoComplete="username" value={email ?? ""} readOnly hidden />
      <TextField
        label={t(SETTINGS_TEXT.currentPassword)}
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <TextField
        label={t(SETTINGS_TEXT.newPassword)}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={t(SETTINGS_TEXT.newPasswordHint)}
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <TextField
        label={t(SETTINGS_TEXT.confirmPassword)}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <Button
        type="submit"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
      >
        {mutation.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {t(SETTINGS_TEXT.changePasswordSubmit)}
      </Button>
    </form>
  );
}
