import type { LucideIcon } from "lucide-react";
import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";

type LoadErrorProps = { message: string; onRetry: () => void; retrying: boolean };

/** A tab's failed load (the spec's 'Failed to load ...') with a way to ask again, in place. */
export function LoadError({ message, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert className="items-center">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="font-medium">{message}</p>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          {t("Retry")}
        </Button>
      </div>
    </Alert>
  );
}

type EmptyStateProps = { icon: LucideIcon; title: string; children?: ReactNode };

/** Nothing to show: the spec's words, in a calm dashed box the size of a short list. */
export function EmptyState({ icon: Icon, title, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-input px-6 py-10 text-center">
      <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold">{title}</p>
      {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}

/** Tells screen readers what is loading; the skeleton beside it is hidden from them. */
export function LoadingNote({ children }: { children: string }) {
  return (
    <p role="status" className="sr-only">
      {children}
    </p>
  );
}
