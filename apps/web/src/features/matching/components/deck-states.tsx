import { DECK_MESSAGES } from "@kindred/contracts";
import { CircleAlert, LoaderCircle, RotateCw, SearchX, SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { t } from "@/lib/i18n/i18n";
import { UndoButton } from "./swipe-buttons";

/** A card-sized panel, so loading, error and empty states take the stack's place without a jump. */
function StatePanel({ children, tone = "muted" }: { children: ReactNode; tone?: "muted" | "error" }) {
  return (
    <div
      className={
        tone === "error"
          ? "absolute inset-0 flex flex-col items-center justify-center gap-4 rounded-(--radius-card) border border-red-200 bg-destructive-soft px-6 text-center"
          : "absolute inset-0 flex flex-col items-center justify-center gap-4 rounded-(--radius-card) border border-dashed border-input bg-card px-6 text-center"
      }
    >
      {children}
    </div>
  );
}

type RefreshProps = { onRefresh: () => void; refreshing: boolean };

function RefreshButton({ onRefresh, refreshing, label }: RefreshProps & { label?: string }) {
  return (
    <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
      <RotateCw aria-hidden="true" className={refreshing ? "animate-spin" : undefined} />
      {label ?? t("Refresh")}
    </Button>
  );
}

/** A skeleton of the card (photo, name, place, bio, score) with the spec's words and a Refresh. */
export function DeckLoading({ onRefresh, refreshing }: RefreshProps) {
  return (
    <div className="absolute inset-0 overflow-hidden rounded-(--radius-card) bg-muted shadow-sm" aria-busy="true">
      <Skeleton className="absolute inset-0 rounded-none bg-stone-200/70" />
      <div className="absolute inset-x-0 top-1/3 flex flex-col items-center gap-3 px-6 text-center">
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
        <p role="status" className="font-medium text-stone-700">
          {t(DECK_MESSAGES.loading)}
        </p>
        <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />
      </div>
      <div className="absolute inset-x-0 bottom-0 grid gap-2.5 p-5">
        <Skeleton className="h-8 w-40 bg-stone-300/70" />
        <Skeleton className="h-4 w-56 bg-stone-300/70" />
        <Skeleton className="h-4 w-full bg-stone-300/70" />
        <Skeleton className="h-6 w-28 rounded-full bg-stone-300/70" />
      </div>
    </div>
  );
}

export function DeckError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <StatePanel tone="error">
      <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
      <div role="alert" className="grid gap-1.5">
        <h2 className="text-xl font-bold text-destructive">{t(DECK_MESSAGES.error)}</h2>
        <p className="text-sm text-stone-700">{message}</p>
      </div>
      <RefreshButton onRefresh={onRetry} refreshing={retrying} label={t("Try Again")} />
    </StatePanel>
  );
}

type DeckEmptyProps = RefreshProps & {
  onOpenFilters: () => void;
  onUndo: () => void;
  undoing: boolean;
  /** The offer to widen the search (see WidenOffer). */
  widen?: ReactNode;
};

export function DeckEmpty({ onRefresh, refreshing, onOpenFilters, onUndo, undoing, widen }: DeckEmptyProps) {
  return (
    <StatePanel>
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-accent text-primary-strong"
      >
        <SearchX className="size-7" />
      </span>
      <div className="grid gap-1.5">
        <h2 className="text-xl font-bold">{t(DECK_MESSAGES.emptyTitle)}</h2>
        <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
          {t("Try adjusting your filters to see more people, or check back later: new members join every day.")}
        </p>
      </div>
      {widen}
      <div className="flex flex-wrap items-center justify-center gap-2">
        <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />
        <Button variant="ghost" onClick={onOpenFilters}>
          <SlidersHorizontal aria-hidden="true" />
          {t("Adjust Filters")}
        </Button>
      </div>
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <UndoButton size="sm" onClick={onUndo} disabled={undoing} className="shadow-sm" />
        <span aria-hidden="true">{t("Bring back your last skip")}</span>
      </div>
    </StatePanel>
  );
}
