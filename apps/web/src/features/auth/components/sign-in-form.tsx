import { AUTH_MESSAGES, PASSWORD_RESET_TEXT, ROUTES, SignInInputSchema, type SignInInput } from "@kindred/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api-client";
import type { useSignIn } from "../api/sign-in";
import { authErrorMessage, authFieldErrors, hasFieldErrors } from "../utils/auth-errors";
import { RestrictionStatement } from "./restriction-statement";
import { SubmitButton } from "./submit-button";

type SignInFormProps = {
  mutation: ReturnType<typeof useSignIn>;
  /** The password was right and the member's authenticator code is needed next. */
  onTwoFactor: () => void;
};

export function SignInForm({ mutation, onTwoFactor }: SignInFormProps) {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(SignInInputSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: "email" });

  const submit = (input: SignInInput) => {
    mutation.mutate(input, {
      onSuccess: (result) => {
        if (result.kind === "two-factor") return onTwoFactor();
        toast.success(AUTH_MESSAGES.signedIn);
        void navigate(ROUTES.dashboard, { replace: true });
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(authFieldErrors(error))) {
          form.setError(field as keyof SignInInput, { message });
        }
        toast.error(authErrorMessage(error));
      },
    });
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-5">
      {mutation.isError && !hasFieldErrors(mutation.error) ? <Alert>{authErrorMessage(mutation.error)}</Alert> : null}
      {isApiError(mutation.error) && mutation.error.restriction ? (
        <RestrictionStatement restriction={mutation.error.restriction} />
      ) : null}
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
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register("password")}
      />
      {/* The typed email comes along (in history state, not the address), so it need not be typed twice. */}
      <Link
        to={ROUTES.forgotPassword}
        state={{ email: typedEmail }}
        className="-mt-2 justify-self-end text-sm font-medium text-primary-strong underline underline-offset-4"
      >
        {PASSWORD_RESET_TEXT.forgotLink}
      </Link>
      <SubmitButton pending={mutation.isPending}>Sign In</SubmitButton>
    </form>
  );
}
