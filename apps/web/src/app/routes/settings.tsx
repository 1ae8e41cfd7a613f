import { Page } from "@/components/layouts/page";

// Placeholder until the Settings screen is built; it names the screen and nothing more.
export function SettingsRoute() {
  return <Page title="Settings" />;
}
