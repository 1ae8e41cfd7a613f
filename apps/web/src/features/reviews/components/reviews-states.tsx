import { REVIEW_TEXT, ROUTES } from "@kindred/contracts";
import { RotateCw, UserX } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { t } from "@/lib/i18n/i18n";

/** The summary's shape while it loads, so nothing jumps when it arrives. */
export function ReviewsSkeleton() {
  return (
    <div aria-busy="true" className="mt-4 grid gap-4">
      <p role="status" className="sr-only">
        {t("Loading reviews...")}
      </p>
      <Skeleton className="h-9 w-64 max-w-full" />
      <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Skeleton className="h-72 w-full rounded-(--radius-card)" />
        <Skeleton className="h-48 w-full rounded-(--radius-card)" />
      </div>
    </div>
  );
}

/** 'Failed to load reviews', with a retry. */
export function ReviewsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="mt-4 grid gap-4">
      <h1 className="text-3xl font-bold tracking-tight">{t("Reviews")}</h1>
      <Alert className="items-center">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="font-medium">{t(REVIEW_TEXT.loadFailed)}</p>
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
            {t("Try Again")}
          </Button>
        </div>
      </Alert>
    </div>
  );
}

/** A 404: the member is hidden, blocked or gone. */
export function ReviewsNotFound() {
  return (
    <div className="mx-auto mt-6 flex max-w-md flex-col items-center gap-4 rounded-(--radius-card) border border-dashed border-input bg-card px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        <UserX className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t("Profile not available")}</h1>
      <p className="text-sm leading-relaxed text-muted-foreground">{t(REVIEW_TEXT.unavailable)}</p>
      <Button asChild>
        <Link to={ROUTES.match}>{t("Back to Match")}</Link>
      </Button>
    </div>
  );
}
