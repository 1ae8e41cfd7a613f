import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";

/** Spec 000 sections 5 and 8: the auth screen's messages, word for word. */
export const AUTH_MESSAGES = {
  passwordsDoNotMatch: "Passwords do not match.",
  passwordTooShort: "Password must be at least 8 characters long.",
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  passwordTooCommon: "This password is too common. Please choose a less guessable one.",
  emailInvalid: "Please enter a valid email address.",
  emailRequired: "Please enter your email address.",
  passwordRequired: "Please enter your password.",
  signedUp: "Account created! Please check your email for verification.",
  signedIn: "Logged in successfully!",
  invalidCredentials: "Incorrect email or password. Please try again.",
  userExists: "An account with this email already exists.",
  authFailed: "Authentication failed. Please try again.",
  loggedOut: "Logged out successfully",
  signOutFailed: "Error signing out",
  linkInvalid: "This link is invalid or has expired. Please ask for a new one.",
  linkOutside: "That link points outside Kindred.",
  passwordOnlySpaces: "Your password can't be only spaces.",
  passwordIsEmail: "Your password can't be your email address.",
} as const;

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/**
 * How long a mailed reset link works. Short, because the link alone (no password) takes the account;
 * the screens say it so a member who waits knows why the link stopped working.
 */
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;

/** Password reset (issue 15): 'Forgot password?' on the sign-in screen, the request form, the mailed link's screen. */
export const PASSWORD_RESET_TEXT = {
  forgotLink: "Forgot password?",
  requestTitle: "Reset your password",
  requestDescription: "Enter the email you signed up with and we'll send you a link to choose a new password.",
  requestSubmit: "Send Reset Link",
  // The same words whether or not the address has an account, so the form can't tell who is a member.
  requestSent: "If an account exists for that email, we've sent a link to reset your password.",
  requestSentHint: `The link works for ${PASSWORD_RESET_LINK_SECONDS / 60} minutes. If nothing arrives, check your spam folder or ask again.`,
  sentTitle: "Check your email",
  resetTitle: "Choose a new password",
  resetDescription:
    "Pick a password you don't use anywhere else. Every device signed in to your account will be signed out.",
  resetSubmit: "Set New Password",
  resetDone: "Your password has been reset. Sign in with your new password.",
  linkInvalidTitle: "This link no longer works",
  requestNewLink: "Request a New Link",
  backToSignIn: "Back to sign in",
} as const;

export const SignInInputSchema = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

/**
 * Passwords that pass the length rule but guard nothing: only spaces, or the account's own email.
 * Answers the message to show, or undefined when the password is acceptable.
 */
export function unguessablePasswordProblem(password: string, email?: string): string | undefined {
  if (password.trim() === "") return AUTH_MESSAGES.passwordOnlySpaces;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return AUTH_MESSAGES.passwordIsEmail;
  return undefined;
}

const refuseUnguessable = (form: { email: string; password: string }, ctx: z.RefinementCtx) => {
  const problem = unguessablePasswordProblem(form.password, form.email);
  if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
};

export const SignUpInputSchema = z.object({ email, password: newPassword }).superRefine(refuseUnguessable);
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

/** The sign-up form also asks for the password twice; the check lives only in the browser. */
export const SignUpFormSchema = z
  .object({ email, password: newPassword, confirmPassword: z.string() })
  .superRefine(refuseUnguessable)
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });
export type SignUpForm = z.input<typeof SignUpFormSchema>;

/** The request form's one field; the server answers the same whether or not the address is known. */
export const PasswordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/**
 * The set-new-password screen. The link's token travels beside it; the common-password list and the
 * "not your email" rule are the server's to answer (the screen doesn't know whose link it is).
 */
export const ResetPasswordFormSchema = z
  .object({ newPassword, confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    if (form.newPassword.length < PASSWORD_MIN_LENGTH) return;
    const problem = unguessablePasswordProblem(form.newPassword);
    if (problem) ctx.addIssue({ code: "custom", path: ["newPassword"], message: problem });
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;

export const RoleSchema = z.enum(["user", "admin"]);
export type Role = z.infer<typeof RoleSchema>;

export const MeSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: RoleSchema,
  createdAt: z.string(),
});
export type Me = z.infer<typeof MeSchema>;

export const SessionSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    name: z.string(),
    role: z.string().nullish(),
  }),
  session: z.object({ id: z.string(), expiresAt: z.string() }),
});
export type Session = z.infer<typeof SessionSchema>;
