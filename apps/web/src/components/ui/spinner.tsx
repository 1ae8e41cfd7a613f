import { LoaderCircle } from "lucide-react";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";

/** An announced loading indicator: screen readers hear "Loading", everyone else sees a spinner. */
export function Spinner({ className, label = t("Loading") }: { className?: string; label?: string }) {
  return (
    <div role="status" className={cn("inline-flex items-center justify-center", className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Fills the screen while the session (or a lazily loaded screen) is on its way. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-[calc(100dvh-var(--spacing-bottom-bar))] items-center justify-center">
      <Spinner />
    </div>
  );
}
