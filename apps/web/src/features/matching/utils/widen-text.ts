import { DECK_WIDEN_MESSAGES, kmToMiles, type DeckWidenStep } from "@kindred/contracts";
import { t } from "@/lib/i18n/i18n";
import { milesText } from "./filter-values";

/** A wider step's button: "Widen to 100 miles: 1 more person", "Look anywhere in Chile: 12 more people". */
export function offerText(step: DeckWidenStep, country: string | null) {
  const count = step.more;
  if (step.distanceKm !== null)
    return t(DECK_WIDEN_MESSAGES.offerRadius, { distance: milesText(kmToMiles(step.distanceKm)), count });
  return country
    ? t(DECK_WIDEN_MESSAGES.offerCountry, { country: t(country), count })
    : t(DECK_WIDEN_MESSAGES.offerYourCountry, { count });
}

/** The toast once widened: "Now showing people within 100 miles." */
export function widenedText(distanceKm: number | null, country: string | null) {
  if (distanceKm !== null) return t(DECK_WIDEN_MESSAGES.widenedRadius, { distance: milesText(kmToMiles(distanceKm)) });
  return country
    ? t(DECK_WIDEN_MESSAGES.widenedCountry, { country: t(country) })
    : t(DECK_WIDEN_MESSAGES.widenedYourCountry);
}
