import {
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  ROUTES,
  SignUpFormSchema,
  type SignUpForm as SignUpValues,
} from "@kindred/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import type { useSignUp } from "../api/sign-up";
import { authErrorMessage, authFieldErrors, hasFieldErrors } from "../utils/auth-errors";
import { SubmitButton } from "./submit-button";

export function SignUpForm({ mutation }: { mutation: ReturnType<typeof useSignUp> }) {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  // The confirmation never leaves the browser: the server only needs email and password.
  const submit = ({ email, password }: { email: string; password: string }) => {
    mutation.mutate(
      { email, password },
      {
        onSuccess: () => {
          toast.success(AUTH_MESSAGES.signedUp);
          void navigate(ROUTES.quiz, { replace: true });
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(authFieldErrors(error))) {
            form.setError(field as keyof SignUpValues, { message });
          }
          toast.error(authErrorMessage(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-5">
      {mutation.isError && !hasFieldErrors(mutation.error) ? <Alert>{authErrorMessage(mutation.error)}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <SubmitButton pending={mutation.isPending}>Create Account</SubmitButton>
    </form>
  );
}
