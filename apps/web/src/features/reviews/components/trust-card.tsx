import { REVIEW_RULES, REVIEW_TEXT, type ReviewSummary } from "@kindred/contracts";
import { ShieldCheck } from "lucide-react";
import { useId, type ReactNode } from "react";
import { ReputationBadges } from "@/components/reputation-badges";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

function Bar({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span className="font-semibold tabular-nums">{formatNumber(value / 100, { style: "percent" })}</span>
      </div>
      <Progress value={value} aria-labelledby={labelId} />
    </div>
  );
}

/** Below 5 reviews: how far to go before the ratings show. */
function RatingsPending({ total }: { total: number }) {
  const labelId = useId();
  const missing = REVIEW_RULES.detailFromReviews - total;
  return (
    <div className="grid gap-2 rounded-xl bg-muted/60 p-4">
      <p id={labelId} className="text-sm font-semibold">
        {t(REVIEW_TEXT.moreNeeded, { count: missing })}
      </p>
      <Progress value={total} max={REVIEW_RULES.detailFromReviews} aria-labelledby={labelId} />
      <p className="text-sm text-muted-foreground">{t(REVIEW_TEXT.ratingsAfter)}</p>
    </div>
  );
}

type TrustCardProps = {
  summary: ReviewSummary;
  /** 'Write a review' and the report link, under the figures. */
  actions?: ReactNode;
};

/**
 * Spec 001, the 'Trustworthiness' card: the count and the badges; from 5 reviews the real shares of
 * 'Yes' (photo accuracy, reliability, honesty) and the two most named traits.
 */
export function TrustCard({ summary, actions }: TrustCardProps) {
  const headingId = useId();
  const { totalReviews: total, reputation } = summary;
  const detailed = reputation && total >= REVIEW_RULES.detailFromReviews ? reputation : null;
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
        >
          <ShieldCheck className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold">
            {t(REVIEW_TEXT.trustworthiness)}
          </h2>
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground tabular-nums">{formatNumber(total)}</span>{" "}
            {t("{count, plural, one {review} other {reviews}}", { count: total })}
          </p>
        </div>
      </div>

      {detailed ? (
        <>
          <ReputationBadges reviews={summary} />
          <div className="grid gap-4">
            <Bar label={t(REVIEW_TEXT.photoAccuracyBar)} value={detailed.photoAccuracy} />
            <Bar label={t(REVIEW_TEXT.reliabilityBar)} value={detailed.reliability} />
            <Bar label={t(REVIEW_TEXT.honestyBar)} value={detailed.honesty} />
          </div>
          {detailed.topTraits.length ? (
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">{t(REVIEW_TEXT.topTraits)}</h3>
              <ul aria-label={t(REVIEW_TEXT.topTraits)} className="flex flex-wrap gap-1.5">
                {detailed.topTraits.map((trait) => (
                  <li key={trait}>
                    <Badge>{t(trait)}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : (
        <RatingsPending total={total} />
      )}

      {actions ? <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4">{actions}</div> : null}
    </Card>
  );
}
