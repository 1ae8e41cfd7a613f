import { Page } from "@/components/layouts/page";

// Placeholder until the Reviews screen is built; it names the screen and nothing more.
export function ReviewsRoute() {
  return <Page title="Reviews" />;
}
