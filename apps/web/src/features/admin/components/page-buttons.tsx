import { ADMIN_PHOTO_PAGE_BUTTONS } from "@kindred/contracts";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { pageWindow } from "../utils/pagination";
import { t } from "@/lib/i18n/i18n";

type PageButtonsProps = { label: string; page: number; pageCount: number; onPage: (page: number) => void };

/** The photo grid's pager: numbered pages, at most five at a time (spec 001), between arrows. */
export function PageButtons({ label, page, pageCount, onPage }: PageButtonsProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("{label} pages", { label })} className="mt-5 flex items-center justify-center gap-1.5">
      <Button
        variant="outline"
        size="sm"
        className="size-9 px-0"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label={t("Previous page")}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      {pageWindow(page, pageCount, ADMIN_PHOTO_PAGE_BUTTONS).map((number) => (
        <Button
          key={number}
          variant={number === page ? "primary" : "outline"}
          size="sm"
          className="size-9 px-0 tabular-nums"
          onClick={() => onPage(number)}
          aria-label={t("Page {page}", { page: number })}
          aria-current={number === page ? "page" : undefined}
        >
          {number}
        </Button>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="size-9 px-0"
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
        aria-label={t("Next page")}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
