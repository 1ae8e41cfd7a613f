import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { cn } from "@/lib/utils";
import { t } from "@/lib/i18n/i18n";
import { useSearchFilters } from "../hooks/use-search-filters";
import { countActiveFilters } from "../utils/search-filters";
import { FiltersPanel } from "./filters-panel";
import { SearchBox } from "./search-box";
import { SearchHeader } from "./search-header";
import { SearchResults } from "./search-results";

/** Spec 001 section 2, Find Matches (/search): text search, filters and a grid of cards. */
export function SearchScreen() {
  useDocumentTitle(t("Find Matches"));
  const { filters, page, update, setPage, reset } = useSearchFilters();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeCount = countActiveFilters(filters);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-5 pb-10 sm:px-8 sm:pt-8">
      <SearchHeader />
      {/* Anything scrolled into view (a focused button, say) stops above the fixed bottom bar, not under it. */}
      <main className="mt-5 grid gap-4 sm:mt-7 [&_*]:scroll-mb-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom)+1rem)]">
        <Collapsible open={filtersOpen} onOpenChange={setFiltersOpen} className="grid gap-4">
          <div className="flex items-center gap-2">
            <SearchBox value={filters.q} onSearch={(q) => update({ q }, { replace: true })} />
            <CollapsibleTrigger asChild>
              <Button variant={filtersOpen ? "primary" : "outline"} className="relative h-12 px-3.5 sm:px-5">
                <SlidersHorizontal aria-hidden="true" />
                {/* Icon only on a phone, so the search box keeps room for its placeholder. */}
                <span className="max-sm:sr-only">{t("Filters")}</span>
                {activeCount ? (
                  <>
                    <Badge
                      aria-hidden="true"
                      variant="count"
                      className={cn(
                        "max-sm:absolute max-sm:-top-1 max-sm:-right-1",
                        filtersOpen && "bg-white text-primary-strong",
                      )}
                    >
                      {activeCount}
                    </Badge>
                    <span className="sr-only">{t("({count} active)", { count: activeCount })}</span>
                  </>
                ) : null}
              </Button>
            </CollapsibleTrigger>
          </div>
          <CollapsibleContent>
            <FiltersPanel filters={filters} onChange={update} onReset={reset} canReset={activeCount > 0} />
          </CollapsibleContent>
        </Collapsible>
        <SearchResults filters={filters} page={page} onPageChange={setPage} onReset={activeCount > 0 ? reset : null} />
      </main>
    </div>
  );
}
