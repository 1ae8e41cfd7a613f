import {
  DECK_FILTER_LIMITS,
  DECK_WIDEN_MESSAGES,
  kmToMiles,
  milesToKm,
  type DiscoveryPreferences,
} from "@kindred/contracts";
import { formatDistance } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

const { ageMin, ageMax, distanceMilesMin, distanceMilesMax } = DECK_FILTER_LIMITS;
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The swipe screen's filters as the panel shows them: ages 18-65 and 1-50 miles (spec 001 section 9).
 * A radius widened from the deck beyond the slider's 50 miles is kept as `widenedKm` (the slider sits at
 * its end) until the member moves the slider; country-wide is its own state.
 */
export function toFilterValues(prefs: DiscoveryPreferences) {
  const minAge = clamp(prefs.minAge, ageMin, ageMax);
  const km = prefs.distanceKm;
  return {
    minAge,
    maxAge: clamp(prefs.maxAge, minAge, ageMax),
    miles: km === null ? distanceMilesMax : clamp(kmToMiles(km), distanceMilesMin, distanceMilesMax),
    widenedKm: km !== null && km > milesToKm(distanceMilesMax) ? km : null,
    countrywide: km === null,
  };
}
export type FilterValues = ReturnType<typeof toFilterValues>;

/** "6 miles", "1 mile", in the language in use. */
export const milesText = (miles: number) => formatDistance(miles, "mile");

/** Where a radius reaches, as the deck words it: "250 miles", or "Anywhere in Chile". */
export const reachLabel = (distanceKm: number | null, country: string | null) =>
  distanceKm === null
    ? country
      ? t(DECK_WIDEN_MESSAGES.anywhereIn, { country: t(country) })
      : t(DECK_WIDEN_MESSAGES.anywhere)
    : milesText(kmToMiles(distanceKm));

/** How far the filters reach: "32 miles", "250 miles", or "Anywhere in Chile". */
export const distanceOf = (values: FilterValues, country: string | null) =>
  values.countrywide
    ? reachLabel(null, country)
    : values.widenedKm !== null
      ? reachLabel(values.widenedKm, country)
      : milesText(values.miles);

export const filterSummary = (values: FilterValues, country: string | null = null) =>
  t("Ages {min}-{max} · {distance}", {
    min: values.minAge,
    max: values.maxAge,
    distance: distanceOf(values, country),
  });
