import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** One of the form's three areas: a card with a heading. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="grid grid-cols-1 gap-6 p-5 sm:p-8">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        <div className="grid grid-cols-1 gap-7">{children}</div>
      </section>
    </Card>
  );
}

/** A titled group inside an area (Personal Information, Location, ...). */
export function FormSubsection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("grid gap-5 border-t border-border pt-7 first:border-t-0 first:pt-0", className)}
    >
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
