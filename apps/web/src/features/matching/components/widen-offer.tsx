import { DECK_WIDEN_MESSAGES, type DeckReach, type DeckWidenStep } from "@kindred/contracts";
import { Expand, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { t } from "@/lib/i18n/i18n";
import { nextStep } from "../api/deck-reach";
import { offerText } from "../utils/widen-text";

type WidenOfferProps = {
  reach: DeckReach | undefined;
  loading: boolean;
  onWiden: (step: DeckWidenStep) => void;
  widening: boolean;
};

function WidenButton({
  step,
  country,
  onWiden,
  widening,
  size,
}: {
  step: DeckWidenStep;
  country: string | null;
  onWiden: (step: DeckWidenStep) => void;
  widening: boolean;
  size: "md" | "sm";
}) {
  return (
    <Button size={size} onClick={() => onWiden(step)} disabled={widening} className="max-w-full">
      {widening ? <RotateCw aria-hidden="true" className="animate-spin" /> : <Expand aria-hidden="true" />}
      <span className="truncate">{offerText(step, country)}</span>
    </Button>
  );
}

/**
 * The empty deck's way out: the next wider step with how many more people it reaches. Nothing while
 * there is nothing to offer (no position, already country-wide); says so when no step adds anyone.
 */
export function WidenOffer({ reach, loading, onWiden, widening }: WidenOfferProps) {
  // The button's height is held while the counts load, so the panel's text does not move.
  if (loading) return <Skeleton className="h-10 w-64 rounded-full" />;
  if (!reach || reach.steps.length === 0) return null;
  const step = nextStep(reach);
  return step ? (
    <div className="grid justify-items-center gap-2">
      <p className="text-sm font-medium text-foreground">{t(DECK_WIDEN_MESSAGES.emptyLead)}</p>
      <WidenButton step={step} country={reach.country} onWiden={onWiden} widening={widening} size="md" />
    </div>
  ) : (
    <p className="max-w-xs text-sm text-muted-foreground">{t(DECK_WIDEN_MESSAGES.nobodyFurther)}</p>
  );
}

/**
 * Under the swipe buttons while cards remain: when only a few are left, the next step. Its row keeps
 * its height whether or not there is an offer, so the stack never jumps when one appears.
 */
export function FewLeftOffer({ left, reach, onWiden, widening }: WidenOfferProps & { left: number | null }) {
  const step = left === null ? null : nextStep(reach);
  return (
    <div className="mt-3 flex h-16 flex-col items-center justify-center gap-1.5 text-center">
      {step && reach && left !== null ? (
        <>
          <p className="text-xs text-muted-foreground">{t(DECK_WIDEN_MESSAGES.fewLeft, { count: left })}</p>
          <WidenButton step={step} country={reach.country} onWiden={onWiden} widening={widening} size="sm" />
        </>
      ) : null}
    </div>
  );
}
