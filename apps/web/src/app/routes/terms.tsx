import { Page } from "@/components/layouts/page";

// Placeholder until the Terms of Service screen is built; it names the screen and nothing more.
export function TermsRoute() {
  return <Page title="Terms of Service" />;
}
