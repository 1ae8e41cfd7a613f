import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type DashboardCardProps = {
  title: ReactNode;
  icon: LucideIcon;
  /** Top-right of the card, e.g. a small link. */
  action?: ReactNode;
  /** Under the content, split by a rule: e.g. a 'View All' button. */
  footer?: ReactNode;
  /** Optional line above the title. */
  eyebrow?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A dashboard section: a landmark named by its own heading, with the card look of the app. */
export function DashboardCard({ title, icon: Icon, action, footer, eyebrow, children, className }: DashboardCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("flex flex-col", className)}>
      <Card className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary-strong"
            >
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              {eyebrow ? <p className="text-xs font-medium text-muted-foreground">{eyebrow}</p> : null}
              <h2 id={headingId} className="text-lg leading-tight font-bold tracking-tight [overflow-wrap:anywhere]">
                {title}
              </h2>
            </div>
          </div>
          {action}
        </div>
        <div className="mt-5 flex flex-1 flex-col">{children}</div>
        {footer ? <div className="mt-5 border-t border-border pt-4">{footer}</div> : null}
      </Card>
    </section>
  );
}
