import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type SettingsCardProps = {
  title: string;
  description?: string;
  /** h2 for a tab's first card, h3 for the ones under it, so headings never skip a level. */
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
};

/** One group of settings: a titled card, named for assistive tech by its heading. */
export function SettingsCard({ title, description, level = 3, children, className }: SettingsCardProps) {
  const headingId = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Card className={cn("p-5 sm:p-6", className)}>
      <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
        <div className="grid gap-1">
          <Heading id={headingId} className="text-lg font-semibold tracking-tight">
            {title}
          </Heading>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </section>
    </Card>
  );
}
