import { ROUTES } from "@kindred/contracts";
import { Search, SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { t } from "@/lib/i18n/i18n";
import { useOwnProfile } from "@/lib/own-profile/get-own-profile";
import { usePreferences } from "../api/discovery-preferences";
import { filterSummary, toFilterValues } from "../utils/filter-values";

/** Spec 001 section 2: the title, a search button (to /search) and the filters button. */
export function MatchHeader({ onOpenFilters }: { onOpenFilters: () => void }) {
  const prefs = usePreferences();
  const country = useOwnProfile().data?.country ?? null;
  return (
    <header className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("Match")}</h1>
        {/* Reserved height, so the stack does not move when the filters arrive. */}
        <p className="mt-0.5 h-5 truncate text-sm text-muted-foreground">
          {prefs.data ? (
            filterSummary(toFilterValues(prefs.data), country)
          ) : prefs.isPending ? (
            <Skeleton className="h-4 w-40" />
          ) : null}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Button asChild variant="outline" size="sm" className="size-11 px-0">
          <Link to={ROUTES.search} aria-label={t("Search")}>
            <Search aria-hidden="true" className="size-5!" />
          </Link>
        </Button>
        <Button variant="outline" size="sm" className="h-11 px-4" onClick={onOpenFilters}>
          <SlidersHorizontal aria-hidden="true" />
          {t("Filters")}
        </Button>
      </div>
    </header>
  );
}
