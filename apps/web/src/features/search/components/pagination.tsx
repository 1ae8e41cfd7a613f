import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";

type PaginationProps = { page: number; pageCount: number; onPageChange: (page: number) => void };

/** Previous / Next through the results, a page at a time. */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t("Pages")} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        {t("Previous")}
      </Button>
      <p className="text-sm text-muted-foreground tabular-nums">
        {t("Page {page} of {count}", { page, count: Math.max(pageCount, 1) })}
      </p>
      <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
        {t("Next")}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
