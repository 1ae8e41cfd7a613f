import { z } from "zod";
import { AUTH_MESSAGES } from "./auth-text";
import { LocaleSchema } from "./i18n/locale-schema";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";

// The texts live apart from the schemas, so a page can show them without loading zod.
export {
  AUTH_MESSAGES,
  PASSWORD_RESET_LINK_SECONDS,
  PASSWORD_RESET_TEXT,
  VERIFICATION_LINK_SECONDS,
  VERIFICATION_RESEND_LIMIT,
  VERIFY_EMAIL_PARAMS,
  VERIFY_EMAIL_TEXT,
  VERIFY_LINK_STATES,
  type VerifyLinkState,
} from "./auth-text";

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

/**
 * `GET /api/auth/reset-link/{token}`: whether a mailed reset link still works, checked without using
 * it up, so the reset screen can say a dead link is dead before the member types a new password.
 */
export const ResetLinkCheckSchema = z.object({ valid: z.boolean() });
export type ResetLinkCheck = z.infer<typeof ResetLinkCheckSchema>;

export const RoleSchema = z.enum(["user", "admin"]);
export type Role = z.infer<typeof RoleSchema>;

export const MeSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: RoleSchema,
  createdAt: z.string(),
  /** The member's language (issue 32): chosen in Settings, first the browser's at sign-up. */
  locale: LocaleSchema,
});
export type Me = z.infer<typeof MeSchema>;

/** `GET /api/session`: always 200; `me` is what `GET /api/me` answers, or null for a visitor. */
export const SessionProbeSchema = z.object({ me: MeSchema.nullable() });
export type SessionProbe = z.infer<typeof SessionProbeSchema>;

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
