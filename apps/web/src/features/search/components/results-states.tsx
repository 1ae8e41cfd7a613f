import { SEARCH_MESSAGES } from "@kindred/contracts";
import { RotateCcw, RotateCw, SearchX } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { SEARCH_PAGE_SIZE } from "../utils/search-filters";

export const GRID_CLASS_NAME = "grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3";

/** Card-shaped placeholders while the first results load, so nothing jumps when they arrive. */
export function ResultsSkeleton() {
  return (
    <div role="status" aria-label={t("Loading profiles")} className={GRID_CLASS_NAME}>
      {Array.from({ length: Math.min(6, SEARCH_PAGE_SIZE) }, (_, index) => (
        <Card key={index} className="overflow-hidden">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="grid gap-3 p-4 sm:p-5">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-12 w-full" />
            <div className="flex gap-1.5">
              <Skeleton className="h-5 w-12 rounded-full" />
              <Skeleton className="h-5 w-16 rounded-full" />
              <Skeleton className="h-5 w-14 rounded-full" />
            </div>
            <div className="grid grid-cols-2 gap-2">
              <Skeleton className="h-10 rounded-full" />
              <Skeleton className="h-10 rounded-full" />
            </div>
          </div>
        </Card>
      ))}
    </div>
  );
}

export function ResultsEmpty({ onReset }: { onReset: (() => void) | null }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-2xl bg-accent text-primary-strong"
      >
        <SearchX className="size-7" />
      </span>
      <p className="text-lg font-semibold">{t(SEARCH_MESSAGES.empty)}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {t("Try other words, or widen the age range or distance.")}
      </p>
      {onReset ? (
        <Button variant="outline" size="sm" onClick={onReset} className="mt-1">
          <RotateCcw aria-hidden="true" />
          {t("Reset filters")}
        </Button>
      ) : null}
    </Card>
  );
}

type ResultsErrorProps = { error: unknown; onRetry: () => void; retrying: boolean };

/** Spec 001 section 8: 'Error loading profiles'; a 400 also says what was wrong with the search. */
export function ResultsError({ error, onRetry, retrying }: ResultsErrorProps) {
  // The field's own message ("Search text must be at most 100 characters"), not the API's "q: ..." form.
  const detail =
    isApiError(error) && error.status === 400 ? (Object.values(error.fields ?? {})[0] ?? error.message) : null;
  return (
    <Alert className="items-center">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div>
          <p className="font-medium">{t(SEARCH_MESSAGES.error)}</p>
          {detail ? <p className="mt-0.5">{detail}</p> : null}
        </div>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          {t("Try again")}
        </Button>
      </div>
    </Alert>
  );
}
