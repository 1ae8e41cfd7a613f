import { REVIEW_TEXT } from "@kindred/contracts";
import { CircleCheck } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { t } from "@/lib/i18n/i18n";
import type { ReviewsPage } from "../api/get-reviews-page";

/** Spec 001: why this viewer cannot write a review (already did, or not eligible yet). */
export function ReviewNotices({ page }: { page: ReviewsPage }) {
  if (page.isOwn) return null;
  if (page.hasReviewed) {
    return (
      <div
        role="status"
        className="flex items-start gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-semibold">{t(REVIEW_TEXT.alreadyTitle)}</p>
          <p>{t(REVIEW_TEXT.alreadyBody)}</p>
          {page.reviewPending && <p className="mt-1">{t(REVIEW_TEXT.appearsLater)}</p>}
        </div>
      </div>
    );
  }
  if (!page.eligible) {
    return (
      <Alert variant="info">
        <p className="font-semibold">{t(REVIEW_TEXT.notEligibleTitle)}</p>
        <p>{t(REVIEW_TEXT.notEligibleBody)}</p>
      </Alert>
    );
  }
  return null;
}
