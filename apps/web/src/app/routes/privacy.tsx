import { PrivacyScreen } from "@/features/info/privacy-screen";

export function PrivacyRoute() {
  return <PrivacyScreen />;
}
