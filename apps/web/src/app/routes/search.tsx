import { Page } from "@/components/layouts/page";

// Placeholder until the Search screen is built; it names the screen and nothing more.
export function SearchRoute() {
  return <Page title="Search" />;
}
