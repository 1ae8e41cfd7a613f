import { msg, type Confidence } from "@kindred/contracts";
import { Sparkles } from "lucide-react";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";
import type { DeckCard } from "../api/get-deck";
import { REASONS_SHOWN } from "../utils/constants";

const CONFIDENCE_TEXT: Record<Confidence, string> = {
  high: msg("High confidence"),
  medium: msg("Medium confidence"),
  low: msg("Low confidence: few details to compare yet"),
};

type Compatibility = DeckCard["compatibility"];

export const scoreText = (compatibility: Compatibility) =>
  t("{score}% match", { score: Math.round(compatibility.score) });

/**
 * On a card: the score and its strongest reason, on the photo's dark scrim. The server words the reasons
 * in the language on screen.
 */
export function ScorePill({ compatibility, className }: { compatibility: Compatibility; className?: string }) {
  const reason = compatibility.reasons[0];
  return (
    <p className={cn("flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm", className)}>
      <span className="inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-0.5 font-bold text-primary-strong shadow-sm">
        <Sparkles aria-hidden="true" className="size-3.5" />
        {scoreText(compatibility)}
      </span>
      {reason ? <span className="min-w-0 font-medium text-white">{reason}</span> : null}
    </p>
  );
}

/** In the full profile: score, how sure we are, and up to three reasons in plain words. */
export function CompatibilityPanel({ compatibility }: { compatibility: Compatibility }) {
  const reasons = compatibility.reasons.slice(0, REASONS_SHOWN);
  return (
    <section aria-label={t("Compatibility")} className="rounded-2xl border border-rose-200 bg-accent/60 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="flex items-center gap-1.5 text-xl font-bold text-primary-strong">
          <Sparkles aria-hidden="true" className="size-5" />
          {scoreText(compatibility)}
        </p>
        <p className="text-sm text-muted-foreground">{t(CONFIDENCE_TEXT[compatibility.confidence])}</p>
      </div>
      {reasons.length > 0 ? (
        <ul className="mt-3 grid gap-1.5 text-sm text-foreground">
          {reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" />
              {reason}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
