// The auth screens' schemas, loaded when a form is first checked or an answer read (not with the
// screens, which paint without zod).
export {
  BackupCodeFormSchema,
  PasswordResetRequestSchema,
  ResetLinkCheckSchema,
  ResetPasswordFormSchema,
  SignInInputSchema,
  SignUpFormSchema,
  TotpCodeFormSchema,
  TwoFactorChallengeSchema,
} from "@kindred/contracts";
