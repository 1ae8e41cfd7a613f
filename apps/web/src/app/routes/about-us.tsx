import { Page } from "@/components/layouts/page";

// Placeholder until the About Us screen is built; it names the screen and nothing more.
export function AboutUsRoute() {
  return <Page title="About Us" />;
}
