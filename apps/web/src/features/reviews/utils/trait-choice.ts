import { REVIEW_RULES, type PositiveTrait } from "@kindred/contracts";

/*
 * Spec 001, the review form's traits: "one or two; choosing a third drops the oldest chosen", and the
 * unchecked boxes are disabled once two are chosen. Both hold: at two, the other boxes are disabled,
 * so a click cannot add a third; should a third arrive anyway (a change the disabled state did not
 * stop, or a list restored from elsewhere), the oldest choice gives way instead of the form refusing.
 */

/** The traits in the order they were chosen, after `trait` is checked or unchecked. */
export function toggleTrait(chosen: readonly PositiveTrait[], trait: PositiveTrait, checked: boolean): PositiveTrait[] {
  const rest = chosen.filter((item) => item !== trait);
  if (!checked) return rest;
  return [...rest, trait].slice(-REVIEW_RULES.maxTraits);
}

/**
 * The same, from the checkbox group's whole next list (which comes in the form's order): what was
 * added goes last, what was removed goes, and the oldest give way beyond two.
 */
export function nextTraits(chosen: readonly PositiveTrait[], next: readonly PositiveTrait[]): PositiveTrait[] {
  const kept = chosen.filter((trait) => next.includes(trait));
  const added = next.filter((trait) => !chosen.includes(trait));
  return [...kept, ...added].slice(-REVIEW_RULES.maxTraits);
}

/** A box that is not chosen is disabled once the maximum is chosen. */
export const isTraitDisabled = (chosen: readonly PositiveTrait[], trait: PositiveTrait) =>
  chosen.length >= REVIEW_RULES.maxTraits && !chosen.includes(trait);
