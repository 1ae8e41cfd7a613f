import { QUIZ_LENGTH } from "@kindred/contracts";
import { Progress } from "@/components/ui/progress";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

/** 'Question N of 7' and a bar filled to (current + 1) / 7, as spec 000 section 2 draws it. */
export function QuizProgress({ index }: { index: number }) {
  const label = t("Question {number} of {total}", { number: index + 1, total: QUIZ_LENGTH });
  return (
    <div className="grid gap-2.5">
      <div className="flex items-baseline justify-between text-sm">
        <p className="font-semibold text-foreground">{label}</p>
        <p aria-hidden="true" className="text-muted-foreground tabular-nums">
          {formatNumber(Math.round(((index + 1) / QUIZ_LENGTH) * 100) / 100, { style: "percent" })}
        </p>
      </div>
      <Progress value={index + 1} max={QUIZ_LENGTH} aria-label={t("Quiz progress")} getValueLabel={() => label} />
    </div>
  );
}
