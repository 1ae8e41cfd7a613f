import { Page } from "@/components/layouts/page";

// Placeholder until the Match Style Quiz screen is built; it names the screen and nothing more.
export function QuizRoute() {
  return <Page title="Match Style Quiz" />;
}
