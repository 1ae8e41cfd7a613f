import { Page } from "@/components/layouts/page";

// Placeholder until the Manage Your Photos screen is built; it names the screen and nothing more.
export function PhotosRoute() {
  return <Page title="Manage Your Photos" />;
}
