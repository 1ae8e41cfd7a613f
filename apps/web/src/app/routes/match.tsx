import { Page } from "@/components/layouts/page";

// Placeholder until the Match screen is built; it names the screen and nothing more.
export function MatchRoute() {
  return <Page title="Match" />;
}
