import {
  COMMUNICATION_STYLES,
  COUNTRIES,
  DEAL_BREAKERS,
  EDUCATION_LEVELS,
  ETHNICITIES,
  GENDERS,
  INTERESTED_IN,
  INTERESTS,
  LANGUAGES,
  LOVE_LANGUAGES,
  MBTI_NOT_SURE,
  MBTI_TYPES,
  ProfileUpdateInputSchema,
  RELATIONSHIP_STATUSES,
  RELATIONSHIP_TYPES,
  RELIGIONS,
  type OwnProfile,
} from "@kindred/contracts";
import type { DefaultValues } from "react-hook-form";
import { z } from "zod";

/**
 * The server's own schema, with one rule left to the server: spec 000 section 5 says an over-long
 * bio is flagged ("Bio is too long") but nothing blocks saving, so the server's refusal is what the
 * member sees under the field.
 */
export const ProfileFormSchema = ProfileUpdateInputSchema.extend({ bio: z.string().default("") });
export type ProfileFormValues = z.input<typeof ProfileFormSchema>;
export type ProfileFormOutput = z.output<typeof ProfileFormSchema>;

/** The dotted paths the server may name in `error.fields`, which the form can show under a field. */
export const PROFILE_FORM_PATHS: ReadonlySet<string> = new Set([
  ...Object.keys(ProfileUpdateInputSchema.shape).filter((key) => key !== "location"),
  "location",
  "location.country",
  "location.state",
  "location.city",
]);

/** Spec 000 section 5: whole numbers; an empty box is "no value". */
export function toWholeNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? Math.trunc(value) : undefined;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? undefined : parsed;
}

export const emptyToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

function pick<T extends string>(allowed: readonly T[], value: string | null | undefined): T | null {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}
const valuesOf = <T extends string>(list: readonly { value: T }[]) => list.map((item) => item.value);
const pickAll = <T extends string>(allowed: readonly T[], values: readonly string[]) =>
  values.filter((value): value is T => (allowed as readonly string[]).includes(value));

const MBTI_CHOICES = [...MBTI_TYPES, MBTI_NOT_SURE] as const;

/** What the form starts from: the saved profile, or empty fields (English as the language). */
export function toFormValues(profile: OwnProfile | null): DefaultValues<ProfileFormValues> {
  const languages = pickAll(LANGUAGES, profile?.languages ?? []);
  return {
    firstName: profile?.firstName ?? "",
    lastName: profile?.lastName ?? "",
    age: profile?.age ?? undefined,
    // An unset select is null until chosen; the schema then says "Please choose ...".
    gender: pick(valuesOf(GENDERS), profile?.gender) as ProfileFormValues["gender"],
    interestedIn: pick(valuesOf(INTERESTED_IN), profile?.interestedIn),
    relationshipType: pickAll(RELATIONSHIP_TYPES, profile?.relationshipType ?? []),
    lookingFor: pickAll(RELATIONSHIP_TYPES, profile?.lookingFor ?? []),
    location: {
      country:
        pick(
          COUNTRIES.map((country) => country.name),
          profile?.country,
        ) ?? "",
      state: profile?.state ?? null,
      city: profile?.city ?? "",
    },
    bio: profile?.bio ?? "",
    ethnicity: pick(valuesOf(ETHNICITIES), profile?.ethnicity),
    height: profile?.height ?? null,
    weight: profile?.weight ?? null,
    relationshipStatus: pick(valuesOf(RELATIONSHIP_STATUSES), profile?.relationshipStatus),
    hasChildren: profile?.hasChildren ?? false,
    mbtiType: pick(MBTI_CHOICES, profile?.mbtiType),
    religion: pick(valuesOf(RELIGIONS), profile?.religion),
    languages: languages.length > 0 ? languages : ["English"],
    interests: pickAll(INTERESTS, profile?.interests ?? []),
    communicationStyle: pick(COMMUNICATION_STYLES, profile?.communicationStyle),
    loveLanguage: pick(LOVE_LANGUAGES, profile?.loveLanguage),
    education: pick(EDUCATION_LEVELS, profile?.education),
    occupation: profile?.occupation ?? "",
    dealBreakers: pickAll(DEAL_BREAKERS, profile?.dealBreakers ?? []),
  };
}
