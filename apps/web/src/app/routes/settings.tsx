import type { ReactNode } from "react";
import { Page } from "@/components/layouts/page";
import { Card } from "@/components/ui/card";
import { BlockedMembersList } from "@/features/safety/components/blocked-members-list";

type SettingsArea = { id: string; title: string; description: string; content: ReactNode };

/*
 * The settings areas, in order. Only Account exists so far; the spec's other areas (notifications,
 * privacy, security) join this list, and once there are several they become tabs.
 */
const AREAS: SettingsArea[] = [
  {
    id: "account",
    title: "Account",
    description: "Your account, and who can reach you.",
    content: <BlockedMembersList />,
  },
];

/** `/settings`: the member's settings, one area after another. */
export function SettingsRoute() {
  return (
    <Page title="Settings">
      <div className="mt-6 grid gap-6 sm:mt-8">
        {AREAS.map((area) => (
          <section key={area.id} id={area.id} aria-labelledby={`${area.id}-title`} className="grid gap-3">
            <div className="grid gap-0.5">
              <h2 id={`${area.id}-title`} className="text-xl font-bold tracking-tight">
                {area.title}
              </h2>
              <p className="text-sm text-muted-foreground">{area.description}</p>
            </div>
            <Card className="p-4 sm:p-6">{area.content}</Card>
          </section>
        ))}
      </div>
    </Page>
  );
}
