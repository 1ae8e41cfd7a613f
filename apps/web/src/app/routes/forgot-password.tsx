import { ForgotPasswordScreen } from "@/features/auth/components/forgot-password-screen";

/** `/forgot-password`: ask for a reset link (reached from 'Forgot password?' on the sign-in screen). */
export function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
