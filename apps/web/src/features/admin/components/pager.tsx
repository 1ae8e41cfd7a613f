import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";

type PagerProps = {
  /** What is paged, for the navigation's name ('Users pages'). */
  label: string;
  page: number;
  /** Known when the API gives a total; otherwise `hasMore` says whether Next leads anywhere. */
  pageCount?: number;
  hasMore?: boolean;
  onPage: (page: number) => void;
  /** While the next page loads (the current one stays on screen). */
  busy?: boolean;
};

/** Previous, 'Page x of y', Next. Hidden when everything fits on one page. */
export function Pager({ label, page, pageCount, hasMore, onPage, busy = false }: PagerProps) {
  const hasNext = pageCount === undefined ? Boolean(hasMore) : page < pageCount;
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={t("{label} pages", { label })} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        <ChevronLeft aria-hidden="true" />
        {t("Previous")}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {pageCount === undefined ? t("Page {page}", { page }) : t("Page {page} of {pageCount}", { page, pageCount })}
      </p>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={!hasNext || busy}>
        {t("Next")}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
