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
