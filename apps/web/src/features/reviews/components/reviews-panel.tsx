import { REVIEW_TEXT } from "@kindred/contracts";
import { Lock, PenLine } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { t } from "@/lib/i18n/i18n";

type ReviewsPanelProps = { total: number; canReview: boolean; onWrite: () => void };

/** Spec 001: 'N Review(s)' or 'No Reviews Yet'; reviews are never listed one by one. */
export function ReviewsPanel({ total, canReview, onWrite }: ReviewsPanelProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        {total > 0 ? t(REVIEW_TEXT.count, { count: total }) : t(REVIEW_TEXT.none)}
      </h2>
      <p className="flex items-start gap-2.5 text-sm leading-relaxed text-muted-foreground">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t(REVIEW_TEXT.anonymity)}
      </p>
      {total === 0 && canReview ? (
        <Button variant="outline" className="w-full sm:w-fit" onClick={onWrite}>
          <PenLine aria-hidden="true" />
          {t(REVIEW_TEXT.beFirst)}
        </Button>
      ) : null}
    </Card>
  );
}
