import { REPORT_TEXT, REVIEW_TEXT } from "@kindred/contracts";
import { EyeOff, Flag, PenLine } from "lucide-react";
import { useState } from "react";
import { ReportDialog } from "@/components/report-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { t } from "@/lib/i18n/i18n";
import type { ReviewsPage } from "../api/get-reviews-page";
import { ReviewNotices } from "./review-notices";
import { ReviewsPanel } from "./reviews-panel";
import { TrustCard } from "./trust-card";
import { VisibilityPanel } from "./visibility-panel";

type ReviewSummaryViewProps = { page: ReviewsPage; onWrite: () => void };

/** The Reviews page's summary mode (spec 001): what others say, in aggregate, and what I may do. */
export function ReviewSummaryView({ page, onWrite }: ReviewSummaryViewProps) {
  const [reporting, setReporting] = useState(false);
  const { summary, isOwn, canReview } = page;

  const actions = (
    <>
      {canReview ? (
        <Button className="w-full" onClick={onWrite}>
          <PenLine aria-hidden="true" />
          {t(REVIEW_TEXT.write)}
        </Button>
      ) : null}
      {/* On one's own page it reports the reviews about oneself; the moderators see who wrote them. */}
      <Button variant="link" size="sm" className="w-fit self-center px-1" onClick={() => setReporting(true)}>
        <Flag aria-hidden="true" />
        {t(REVIEW_TEXT.reportUnfair)}
      </Button>
    </>
  );

  return (
    <div className="grid gap-4">
      {isOwn ? <VisibilityPanel page={page} /> : null}
      <ReviewNotices page={page} />
      {summary ? (
        <div className="grid items-start gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <TrustCard summary={summary} actions={actions} />
          <ReviewsPanel total={summary.totalReviews} canReview={canReview} onWrite={onWrite} />
        </div>
      ) : (
        <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground"
          >
            <EyeOff className="size-6" />
          </span>
          <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">
            {isOwn ? t(REVIEW_TEXT.hiddenNow) : t(REVIEW_TEXT.hiddenByOwner)}
          </p>
          <div className="flex w-full max-w-xs flex-col gap-2">{actions}</div>
        </Card>
      )}
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        kind="review"
        targetId={page.profile.id}
        title={t(REPORT_TEXT.reviewTitle)}
        description={
          isOwn
            ? t("Tell our moderators which reviews seem unfair and why. They can see who wrote them; nobody else can.")
            : t("Tell our moderators what seems unfair about these reviews, or what happened between you.")
        }
        successMessage={t(REPORT_TEXT.reviewReported)}
        placeholder={
          isOwn
            ? t("For example: someone I never met left a review, or the ratings were left out of spite...")
            : t("For example: the ratings don't match my experience, or they were rude when we met...")
        }
      />
    </div>
  );
}
