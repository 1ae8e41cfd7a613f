import { useId } from "react";
import { cn } from "@/lib/utils";
import { t } from "@/lib/i18n/i18n";
import { useSearchProfiles } from "../api/search-profiles";
import { SEARCH_PAGE_SIZE, type SearchFilters } from "../utils/search-filters";
import { Pagination } from "./pagination";
import { ProfileCard } from "./profile-card";
import { GRID_CLASS_NAME, ResultsEmpty, ResultsError, ResultsSkeleton } from "./results-states";

type SearchResultsProps = {
  filters: SearchFilters;
  page: number;
  onPageChange: (page: number) => void;
  /** Offered in the empty state while some filter is set. */
  onReset: (() => void) | null;
};

/** The results grid and its states: loading, error, empty, and a page at a time. */
export function SearchResults({ filters, page, onPageChange, onReset }: SearchResultsProps) {
  const headingId = useId();
  const search = useSearchProfiles(filters, page);
  const data = search.isPlaceholderData ? undefined : search.data;
  const shown = search.data;
  const pageCount = shown ? Math.ceil(shown.total / SEARCH_PAGE_SIZE) : 0;

  return (
    <section aria-labelledby={headingId} aria-busy={search.isFetching || undefined} className="grid gap-4">
      <h2 id={headingId} className="sr-only">
        {t("Results")}
      </h2>
      {/* Always in the page (a live region must exist before it changes); visible once there is text. */}
      <p role="status" className={cn("text-sm font-medium text-muted-foreground", !filters.q && "sr-only")}>
        {filters.q && data
          ? t("{count, plural, one {Found # result(s)} other {Found # result(s)}}", { count: data.total })
          : ""}
      </p>
      {search.isPending ? (
        <ResultsSkeleton />
      ) : search.isError ? (
        <ResultsError error={search.error} onRetry={() => void search.refetch()} retrying={search.isFetching} />
      ) : shown && shown.results.length === 0 ? (
        <ResultsEmpty onReset={onReset} />
      ) : shown ? (
        <>
          <ul
            className={cn(GRID_CLASS_NAME, search.isPlaceholderData && "opacity-60 transition-opacity")}
            aria-label={t("Profiles")}
          >
            {shown.results.map((result) => (
              <li key={result.profile.id} className="flex min-w-0">
                <ProfileCard result={result} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
        </>
      ) : null}
    </section>
  );
}
