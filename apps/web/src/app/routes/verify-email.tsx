import { VerifyEmailScreen } from "@/features/auth/components/verify-email-screen";

/** `/verify-email?link=`: where a verification link that could not verify lands. */
export function VerifyEmailRoute() {
  return <VerifyEmailScreen />;
}
