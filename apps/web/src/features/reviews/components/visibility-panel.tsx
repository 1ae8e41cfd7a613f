import { REVIEW_TEXT } from "@kindred/contracts";
import { Eye, EyeOff } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import type { ReviewsPage } from "../api/get-reviews-page";
import { useUpdateReviewPreferences } from "../api/review-preferences";

/** Spec 001, on one's own page: whether others see my reviews and badges, and the switch. */
export function VisibilityPanel({ page }: { page: ReviewsPage }) {
  const headingId = useId();
  const update = useUpdateReviewPreferences(page.profile.id);
  const visible = page.displayReviews;

  const toggle = () => {
    const displayReviews = !visible;
    update.mutate(
      { displayReviews },
      {
        onSuccess: () => toast.success(displayReviews ? t(REVIEW_TEXT.nowVisible) : t(REVIEW_TEXT.nowHidden)),
        onError: () => toast.error(t(REVIEW_TEXT.preferencesFailed)),
      },
    );
  };

  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground"
        >
          {visible ? <Eye className="size-5" /> : <EyeOff className="size-5" />}
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            {t(REVIEW_TEXT.visibilityPanel)}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {visible ? t(REVIEW_TEXT.visibleNow) : t(REVIEW_TEXT.hiddenNow)}
          </p>
        </div>
      </div>
      <Button variant="outline" className="w-full sm:w-40" onClick={toggle} disabled={update.isPending}>
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {visible ? t(REVIEW_TEXT.hide) : t(REVIEW_TEXT.show)}
      </Button>
    </Card>
  );
}
