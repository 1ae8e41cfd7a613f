import { Page } from "@/components/layouts/page";

// Placeholder until the Community Guidelines screen is built; it names the screen and nothing more.
export function CommunityGuidelinesRoute() {
  return <Page title="Community Guidelines" />;
}
