import { Page } from "@/components/layouts/page";

// Placeholder until the Admin Panel screen is built; it names the screen and nothing more.
export function AdminRoute() {
  return <Page title="Admin Panel" />;
}
