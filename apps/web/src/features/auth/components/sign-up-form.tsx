import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH, ROUTES, type SignUpForm as SignUpValues } from "@kindred/contracts";
import { useNavigate } from "react-router";
import { ProofOfWorkStatus } from "@/components/proof-of-work-status";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import { useProofOfWork } from "@/lib/proof-of-work/use-proof-of-work";
import { toast } from "@/lib/toast";
import { t } from "@/lib/i18n/i18n";
import { useSchemaForm } from "@/lib/use-schema-form";
import type { useSignUp } from "../api/sign-up";
import { authErrorMessage, authFieldErrors, hasFieldErrors } from "../utils/auth-errors";
import { SubmitButton } from "./submit-button";

const loadSchema = () => import("../schemas").then((m) => m.SignUpFormSchema);

export function SignUpForm({ mutation }: { mutation: ReturnType<typeof useSignUp> }) {
  const navigate = useNavigate();
  const form = useSchemaForm(loadSchema);
  const { errors } = form;
  const proof = useProofOfWork("sign-up");

  // The confirmation never leaves the browser: the server only needs email and password.
  const submit = ({ email, password }: { email: string; password: string }) => {
    mutation.mutate(
      { email, password, proof: proof.take },
      {
        onSuccess: () => {
          toast.success(t(AUTH_MESSAGES.signedUp));
          void navigate(ROUTES.quiz, { replace: true });
        },
        onError: (error) => {
          // Said once, where it happened: under its field, or in the alert above the form (no toast too).
          for (const [field, message] of Object.entries(authFieldErrors(error))) {
            form.setError(field as keyof SignUpValues, message);
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} onChange={form.handleChange} className="grid gap-5">
      {mutation.isError && !hasFieldErrors(mutation.error) ? <Alert>{authErrorMessage(mutation.error)}</Alert> : null}
      <TextField
        label={t("Email")}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder={t("you@example.com")}
        error={errors.email}
      />
      <TextField
        label={t("Password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={t("At least {min} characters.", { min: PASSWORD_MIN_LENGTH })}
        error={errors.password}
      />
      <TextField
        label={t("Confirm Password")}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        error={errors.confirmPassword}
      />
      <SubmitButton pending={mutation.isPending}>{t("Create Account")}</SubmitButton>
      <ProofOfWorkStatus proof={proof} />
    </form>
  );
}
