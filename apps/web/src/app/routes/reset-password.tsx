import { ResetPasswordScreen } from "@/features/auth/components/reset-password-screen";

/** `/reset-password?token=`: where the mailed reset link lands. */
export function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
