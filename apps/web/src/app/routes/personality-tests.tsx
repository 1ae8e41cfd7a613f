import { Page } from "@/components/layouts/page";

// Placeholder until the Personality Tests screen is built; it names the screen and nothing more.
export function PersonalityTestsRoute() {
  return <Page title="Personality Tests" />;
}
