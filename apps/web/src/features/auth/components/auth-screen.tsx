import { ROUTES } from "@kindred/contracts";
import { Link, Navigate } from "react-router";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMe } from "@/lib/session/get-me";
import { useSignIn } from "../api/sign-in";
import { useSignUp } from "../api/sign-up";
import { AuthLayout } from "./auth-layout";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthMode = "sign-in" | "sign-up";

const COPY = {
  "sign-in": {
    title: "Welcome back",
    description: "Enter your details to sign in to your account",
    switchText: "Don't have an account?",
    switchLink: "Sign up",
    switchTo: ROUTES.signup,
  },
  "sign-up": {
    title: "Create an account",
    description: "Enter your details to create your account and find your match",
    switchText: "Already have an account?",
    switchLink: "Sign in",
    switchTo: ROUTES.login,
  },
} as const;

/** Spec 000 section 2: one screen, two modes (/login; /signup and /register). */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const me = useMe();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const copy = COPY[mode];
  useDocumentTitle(mode === "sign-in" ? "Sign In" : "Sign Up");

  if (me.isPending) return <FullPageSpinner />;
  // A member who is already signed in has nothing to do here. Once this tab submits, though, the
  // form decides where to go (/quiz after sign-up), so the new session must not trigger this.
  if (me.data && signIn.isIdle && signUp.isIdle) return <Navigate to={ROUTES.dashboard} replace />;

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{copy.title}</h1>
          <CardDescription>{copy.description}</CardDescription>
        </CardHeader>
        <CardContent>
          {mode === "sign-in" ? <SignInForm mutation={signIn} /> : <SignUpForm mutation={signUp} />}
        </CardContent>
        <CardFooter className="justify-center border-t border-border pt-5 sm:pt-6">
          <p className="text-sm text-muted-foreground">
            {copy.switchText}{" "}
            <Link to={copy.switchTo} className="font-semibold text-primary-strong underline underline-offset-4">
              {copy.switchLink}
            </Link>
          </p>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
