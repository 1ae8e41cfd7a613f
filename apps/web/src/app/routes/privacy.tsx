import { Page } from "@/components/layouts/page";

// Placeholder until the Privacy Policy screen is built; it names the screen and nothing more.
export function PrivacyRoute() {
  return <Page title="Privacy Policy" />;
}
