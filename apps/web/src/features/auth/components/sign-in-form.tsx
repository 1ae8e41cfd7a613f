import { AUTH_MESSAGES, PASSWORD_RESET_TEXT, ROUTES, type SignInInput } from "@kindred/contracts";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import type { useSignIn } from "../api/sign-in";
import { authErrorMessage, authFieldErrors, hasFieldErrors } from "../utils/auth-errors";
import { returnPathFrom } from "../utils/return-path";
import { RestrictionStatement } from "./lazy-restriction-statement";
import { SubmitButton } from "./submit-button";

const loadSchema = () => import("../schemas").then((m) => m.SignInInputSchema);

type SignInFormProps = {
  mutation: ReturnType<typeof useSignIn>;
  /** The password was right and the member's authenticator code is needed next. */
  onTwoFactor: () => void;
};

export function SignInForm({ mutation, onTwoFactor }: SignInFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useSchemaForm(loadSchema);
  const { errors } = form;
  const [typedEmail, setTypedEmail] = useState("");

  const submit = (input: SignInInput) => {
    mutation.mutate(input, {
      onSuccess: (result) => {
        if (result.kind === "two-factor") return onTwoFactor();
        toast.success(t(AUTH_MESSAGES.signedIn));
        void navigate(returnPathFrom(location.state), { replace: true });
      },
      onError: (error) => {
        // Said once, where it happened: under its field, or in the alert above the form (no toast too).
        for (const [field, message] of Object.entries(authFieldErrors(error))) {
          form.setError(field as keyof SignInInput, message);
        }
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} onChange={form.handleChange} className="grid gap-5">
      {mutation.isError && !hasFieldErrors(mutation.error) ? <Alert>{authErrorMessage(mutation.error)}</Alert> : null}
      {isApiError(mutation.error) && mutation.error.restriction ? (
        <RestrictionStatement restriction={mutation.error.restriction} />
      ) : null}
      <TextField
        label={t("Email")}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder={t("you@example.com")}
        error={errors.email}
        onChange={(event) => setTypedEmail(event.target.value)}
      />
      <TextField
        label={t("Password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      {/* The typed email comes along (in history state, not the address), so it need not be typed twice. */}
      <Link
        to={ROUTES.forgotPassword}
        state={{ email: typedEmail }}
        className="tap-target relative -mt-2 justify-self-end text-sm font-medium text-primary-strong underline underline-offset-4"
      >
        {t(PASSWORD_RESET_TEXT.forgotLink)}
      </Link>
      <SubmitButton pending={mutation.isPending}>{t("Sign In")}</SubmitButton>
    </form>
  );
}
