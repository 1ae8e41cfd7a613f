import { Page } from "@/components/layouts/page";

// Placeholder until the Your Profile screen is built; it names the screen and nothing more.
export function ProfileRoute() {
  return <Page title="Your Profile" />;
}
