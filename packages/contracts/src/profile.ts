import { z } from "zod";
import { COUNTRIES, UNITED_STATES, US_STATES } from "./geography";
import { msg } from "./i18n/msg";
import {
  COMMUNICATION_STYLES,
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
  RELATIONSHIP_STATUSES,
  RELATIONSHIP_TYPES,
  RELIGIONS,
} from "./options";
import { MatchStyleSchema } from "./quiz";

/** Spec 000 section 9. */
export const PROFILE_LIMITS = {
  ageMin: 18,
  ageMax: 100,
  heightMin: 100,
  heightMax: 250,
  weightMin: 30,
  weightMax: 250,
  bioMax: 500,
  nameMax: 50,
  occupationMax: 100,
  cityMax: 100,
} as const;

export const PROFILE_MESSAGES = {
  bioTooLong: msg("Bio is too long"),
  saveFailed: msg("Failed to update profile information"),
  unexpected: msg("An unexpected error occurred"),
  loadError: msg("There was an error loading your profile. Please try again."),
  styleMissing: msg("Your match style wasn't found. Please retake the quiz."),
  quizNotDone: msg("Please complete the matching quiz first."),
  loadTimeout: msg("There was an issue loading your profile. Please refresh and try again."),
  checkFailed: msg("Error checking profile status"),
  styleSaved: msg("Match style saved successfully!"),
  styleSaveFailed: msg("Failed to save match style. Please try again."),
  matchStyleTooltip: msg(
    "Your match style determines how we find your perfect matches. It's based on your personality quiz results.",
  ),
} as const;

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as [T[number]["value"], ...T[number]["value"][]];

/** A whole number's four errors, each a message naming its field, the limits bound (`{min}`, `{max}`). */
type WholeNumberMessages = { number: string; whole: string; min: string; max: string };

const intIn = (min: number, max: number, messages: WholeNumberMessages) =>
  z.number({ error: messages.number }).int(messages.whole).min(min, messages.min).max(max, messages.max);

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

const AGE_MESSAGES: WholeNumberMessages = {
  number: msg("Age must be a number"),
  whole: msg("Age must be a whole number"),
  min: msg("Age must be at least {min}", { min: PROFILE_LIMITS.ageMin }),
  max: msg("Age must be at most {max}", { max: PROFILE_LIMITS.ageMax }),
};
const HEIGHT_MESSAGES: WholeNumberMessages = {
  number: msg("Height must be a number"),
  whole: msg("Height must be a whole number"),
  min: msg("Height must be at least {min}", { min: PROFILE_LIMITS.heightMin }),
  max: msg("Height must be at most {max}", { max: PROFILE_LIMITS.heightMax }),
};
const WEIGHT_MESSAGES: WholeNumberMessages = {
  number: msg("Weight must be a number"),
  whole: msg("Weight must be a whole number"),
  min: msg("Weight must be at least {min}", { min: PROFILE_LIMITS.weightMin }),
  max: msg("Weight must be at most {max}", { max: PROFILE_LIMITS.weightMax }),
};

export const LocationInputSchema = z
  .object({
    country: z.enum(COUNTRIES.map((country) => country.name) as [string, ...string[]], {
      error: msg("Please choose a country from the list"),
    }),
    state: z.string().trim().optional().nullable(),
    city: z.string().trim().min(1, msg("City is required")).max(PROFILE_LIMITS.cityMax),
  })
  .superRefine((location, ctx) => {
    if (location.country === UNITED_STATES) {
      if (!location.state || !US_STATES.some((state) => state.name === location.state)) {
        ctx.addIssue({ code: "custom", path: ["state"], message: msg("State is required for the United States") });
      }
    } else if (location.state) {
      ctx.addIssue({ code: "custom", path: ["state"], message: msg("A state is only used for the United States") });
    }
  });
export type LocationInput = z.infer<typeof LocationInputSchema>;

export const ProfileUpdateInputSchema = z.object({
  firstName: z.string().trim().min(1, msg("First name is required")).max(PROFILE_LIMITS.nameMax),
  lastName: optionalText(
    PROFILE_LIMITS.nameMax,
    msg("Last name must be at most {max} characters", { max: PROFILE_LIMITS.nameMax }),
  ).default(""),
  age: intIn(PROFILE_LIMITS.ageMin, PROFILE_LIMITS.ageMax, AGE_MESSAGES),
  gender: z.enum(values(GENDERS), { error: msg("Please choose a gender from the list") }),
  interestedIn: z.enum(values(INTERESTED_IN)).nullable().default(null),
  relationshipType: z.array(z.enum(RELATIONSHIP_TYPES)).max(RELATIONSHIP_TYPES.length).default([]),
  lookingFor: z.array(z.enum(RELATIONSHIP_TYPES)).max(RELATIONSHIP_TYPES.length).default([]),
  location: LocationInputSchema,
  bio: z.string().max(PROFILE_LIMITS.bioMax, PROFILE_MESSAGES.bioTooLong).default(""),
  ethnicity: z.enum(values(ETHNICITIES)).nullable().default(null),
  height: intIn(PROFILE_LIMITS.heightMin, PROFILE_LIMITS.heightMax, HEIGHT_MESSAGES).nullable().default(null),
  weight: intIn(PROFILE_LIMITS.weightMin, PROFILE_LIMITS.weightMax, WEIGHT_MESSAGES).nullable().default(null),
  relationshipStatus: z.enum(values(RELATIONSHIP_STATUSES)).nullable().default(null),
  hasChildren: z.boolean().default(false),
  mbtiType: z
    .enum([...MBTI_TYPES, MBTI_NOT_SURE])
    .nullable()
    .default(null),
  religion: z.enum(values(RELIGIONS)).nullable().default(null),
  languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length).default(["English"]),
  interests: z.array(z.enum(INTERESTS)).max(INTERESTS.length).default([]),
  communicationStyle: z.enum(COMMUNICATION_STYLES).nullable().default(null),
  loveLanguage: z.enum(LOVE_LANGUAGES).nullable().default(null),
  education: z.enum(EDUCATION_LEVELS).nullable().default(null),
  occupation: optionalText(
    PROFILE_LIMITS.occupationMax,
    msg("Occupation must be at most {max} characters", { max: PROFILE_LIMITS.occupationMax }),
  ).default(""),
  dealBreakers: z.array(z.enum(DEAL_BREAKERS)).max(DEAL_BREAKERS.length).default([]),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateInputSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateInputSchema>;

export const PhotoSchema = z.object({
  id: z.string(),
  position: z.number(),
  url: z.string(),
  previewUrl: z.string(),
  width: z.number(),
  height: z.number(),
  /**
   * A tiny blurred stand-in (a data: URL of a WebP about 16 px wide, well under 1 KB) shown until the
   * photo loads; null for a photo not yet given one. Optional for older clients' and fixtures' photos.
   */
  placeholder: z.string().nullable().optional(),
  isPrivate: z.boolean(),
  isMain: z.boolean(),
  /**
   * Held for a moderator (PHOTO_MATCHING): only its owner sees it until it is approved. Others are
   * never sent a held photo, so for them this is always false or absent.
   */
  underReview: z.boolean().optional(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof PhotoSchema>;

/** The member's own profile: every field, nothing hidden. */
export const OwnProfileSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  age: z.number().nullable(),
  gender: z.string().nullable(),
  interestedIn: z.string().nullable(),
  relationshipType: z.array(z.string()),
  lookingFor: z.array(z.string()),
  location: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  bio: z.string().nullable(),
  ethnicity: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  relationshipStatus: z.string().nullable(),
  hasChildren: z.boolean(),
  mbtiType: z.string().nullable(),
  religion: z.string().nullable(),
  languages: z.array(z.string()),
  interests: z.array(z.string()),
  communicationStyle: z.string().nullable(),
  loveLanguage: z.string().nullable(),
  education: z.string().nullable(),
  occupation: z.string().nullable(),
  dealBreakers: z.array(z.string()),
  matchStyle: MatchStyleSchema.nullable(),
  quizAnswers: z.array(MatchStyleSchema).nullable(),
  avatar: z.string().nullable(),
  photos: z.array(PhotoSchema),
  /**
   * Selfie-verified (verification.ts): the member's live selfie matched the photo that is their main
   * photo now. Changing the main photo ends it.
   */
  verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

/** What other members may see: no email, no coordinates, no private photos unless allowed. */
/** A member shows as new (the "New" badge) for this many days after joining. */
export const NEW_MEMBER_DAYS = 7;

export const PublicProfileSchema = OwnProfileSchema.omit({
  quizAnswers: true,
  country: true,
  state: true,
  city: true,
}).extend({
  isNew: z.boolean(),
  distanceKm: z.number().nullable(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;
