import { msg, ROUTES, SECURITY_TEXT } from "@kindred/contracts";
import { lazy, Suspense, useState } from "react";
import { Link, Navigate } from "react-router";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useHydrated } from "@/hooks/use-hydrated";
import { t } from "@/lib/i18n/i18n";
import { useMe } from "@/lib/session/get-me";
import { passkeysSupported } from "@/lib/webauthn";
import { usePasskeySignIn } from "../api/passkey-sign-in";
import { useSignIn } from "../api/sign-in";
import { useSignUp } from "../api/sign-up";
import { useVerifySignInCode } from "../api/two-factor-sign-in";
import { AuthLayout } from "./auth-layout";
import { PasskeyChoice } from "./passkey-choice";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

// Neither is part of the first paint: the code step comes after the password, and the passkey button's
// code once the page is live (the browser's support is only known then; PasskeyChoice holds the place).
const TwoFactorStep = lazy(() => import("./two-factor-step").then((m) => ({ default: m.TwoFactorStep })));
const PasskeySignIn = lazy(() => import("./passkey-sign-in").then((m) => ({ default: m.PasskeySignIn })));

export type AuthMode = "sign-in" | "sign-up";

const COPY = {
  "sign-in": {
    title: msg("Welcome back"),
    description: msg("Enter your details to sign in to your account"),
    switchText: msg("Don't have an account?"),
    switchLink: msg("Sign up"),
    switchTo: ROUTES.signup,
  },
  "sign-up": {
    title: msg("Create an account"),
    description: msg("Enter your details to create your account and find your match"),
    switchText: msg("Already have an account?"),
    switchLink: msg("Sign in"),
    switchTo: ROUTES.login,
  },
} as const;

/**
 * Spec 000 section 2: one screen, two modes (/login; /signup and /register). Issue 15: signing in may
 * take a second step (the authenticator's code), or a passkey instead of the password.
 */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const me = useMe();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const passkey = usePasskeySignIn();
  const code = useVerifySignInCode();
  // null: the email and password; otherwise the code step, with the app's code or a backup code.
  const [codeStep, setCodeStep] = useState<{ backup: boolean } | null>(null);
  const live = useHydrated();
  // Until the page is live nobody knows; the pre-render holds the button's place (PasskeyChoice).
  const passkeys = !live || passkeysSupported();
  const twoFactor = mode === "sign-in" && codeStep !== null;
  const signingUp = mode === "sign-up";
  const copy = COPY[mode];
  const title = t(twoFactor ? SECURITY_TEXT.codeStepTitle : copy.title);
  const description = t(
    twoFactor
      ? codeStep.backup
        ? SECURITY_TEXT.backupStepDescription
        : SECURITY_TEXT.codeStepDescription
      : copy.description,
  );
  useDocumentTitle(signingUp ? t("Sign Up") : t("Sign In"));

  // A member who is already signed in has nothing to do here (while the session is on its way, the
  // form shows, as pre-rendered). Once this tab submits, though, the form decides where to go (/quiz
  // after sign-up), so the new session must not trigger this.
  if (me.data && signIn.isIdle && signUp.isIdle && passkey.isIdle && code.isIdle)
    return <Navigate to={ROUTES.dashboard} replace />;

  const startOver = () => {
    setCodeStep(null);
    signIn.reset();
    code.reset();
  };

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          {signingUp ? (
            <SignUpForm mutation={signUp} />
          ) : twoFactor ? (
            <Suspense fallback={null}>
              <TwoFactorStep
                key={codeStep.backup ? "backup" : "code"}
                mutation={code}
                backup={codeStep.backup}
                onBackupChange={(backup) => setCodeStep({ backup })}
                onStartOver={startOver}
              />
            </Suspense>
          ) : (
            <div className="grid gap-5">
              <SignInForm mutation={signIn} onTwoFactor={() => setCodeStep({ backup: false })} />
              {passkeys ? (
                <Suspense fallback={<PasskeyChoice disabled />}>
                  {live ? <PasskeySignIn mutation={passkey} /> : <PasskeyChoice disabled />}
                </Suspense>
              ) : null}
            </div>
          )}
        </CardContent>
        {/* Mid sign-in, "Sign up" would only lead away; the code step has its own way back. */}
        {twoFactor ? null : (
          <CardFooter className="justify-center border-t border-border pt-5 sm:pt-6">
            <p className="text-sm text-muted-foreground">
              {t(copy.switchText)}{" "}
              <Link to={copy.switchTo} className="font-semibold text-primary-strong underline underline-offset-4">
                {t(copy.switchLink)}
              </Link>
            </p>
          </CardFooter>
        )}
      </Card>
    </AuthLayout>
  );
}
