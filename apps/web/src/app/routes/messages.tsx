import { Page } from "@/components/layouts/page";

// Placeholder until the Messages screen is built; it names the screen and nothing more.
export function MessagesRoute() {
  return <Page title="Messages" />;
}
