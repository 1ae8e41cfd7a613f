import { msg } from "./i18n/msg";

/** BMI from cm and kg, to one decimal; undefined unless both are positive (spec 000 section 5). */
export function bmi(heightCm: number | null | undefined, weightKg: number | null | undefined): number | undefined {
  if (!heightCm || !weightKg || heightCm <= 0 || weightKg <= 0) return undefined;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

export type BmiLabel = "Underweight" | "Normal" | "Overweight" | "Obese";

/** The thresholds 18.5, 25 and 30 apply to the integer part of the BMI, as the spec says. */
export function bmiLabel(value: number): BmiLabel {
  const whole = Math.trunc(value);
  if (whole < 18.5) return msg("Underweight");
  if (whole < 25) return msg("Normal");
  if (whole < 30) return msg("Overweight");
  return msg("Obese");
}

/**
 * The fields that count toward completeness. has_children is left out: a switch is never empty.
 * Photos count as one field (at least one photo).
 */
export const COMPLETENESS_FIELDS = [
  "matchStyle",
  "firstName",
  "lastName",
  "age",
  "gender",
  "interestedIn",
  "location",
  "bio",
  "ethnicity",
  "height",
  "weight",
  "relationshipStatus",
  "lookingFor",
  "mbtiType",
  "religion",
  "languages",
  "interests",
  "photos",
] as const;

const filled = (value: unknown) =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === "string"
      ? value.trim() !== ""
      : value !== null && value !== undefined;

/** Share of COMPLETENESS_FIELDS that are non-empty, rounded to a whole percent. */
export function profileCompleteness(profile: Partial<Record<(typeof COMPLETENESS_FIELDS)[number], unknown>>): number {
  const count = COMPLETENESS_FIELDS.filter((field) => filled(profile[field])).length;
  return Math.round((count / COMPLETENESS_FIELDS.length) * 100);
}
