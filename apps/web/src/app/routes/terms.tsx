import { TermsScreen } from "@/features/info/terms-screen";

export function TermsRoute() {
  return <TermsScreen />;
}
