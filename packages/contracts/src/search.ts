import { z } from "zod";
import { COMPATIBILITY_SCHEMA, ConnectionSchema } from "./matching";
import { INTERESTS, LANGUAGES, MBTI_TYPES, RELATIONSHIP_TYPES, RELIGIONS } from "./options";
import { PublicProfileSchema } from "./profile";
import { CardReviewsSchema } from "./reviews";
import { msg } from "./i18n/msg";

/** Spec 001 section 9, search variant: age 18-99 (default 18-65), distance 1-100 km (default 50). */
export const SEARCH_LIMITS = {
  ageMin: 18,
  ageMax: 99,
  distanceMin: 1,
  distanceMax: 100,
  queryMax: 100,
  pageSizeMax: 24,
} as const;
/** Results per page (spec 001: a grid of twelve). */
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_DEFAULTS = { minAge: 18, maxAge: 65, distanceKm: 50 } as const;
/** A member this close is "Nearby" on the search card. */
export const NEARBY_KM = 10;

export const SEARCH_MESSAGES = {
  placeholder: msg("Search by name, location..."),
  empty: msg("No profiles found matching your criteria"),
  error: msg("Error loading profiles"),
  matchFirst: msg("You can message someone once you've matched. Send a like first!"),
} as const;

const csv = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .optional()
    .transform((text) => (text ? text.split(",").filter(Boolean) : []))
    .pipe(z.array(z.enum(values)).max(values.length));
const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");

export const SearchQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(SEARCH_LIMITS.queryMax, msg("Search text must be at most {max} characters", { max: SEARCH_LIMITS.queryMax }))
      .default(""),
    gender: z.enum(["all", "male", "female", "both"]).default("all"),
    minAge: z.coerce.number().int().min(SEARCH_LIMITS.ageMin).max(SEARCH_LIMITS.ageMax).default(SEARCH_DEFAULTS.minAge),
    maxAge: z.coerce.number().int().min(SEARCH_LIMITS.ageMin).max(SEARCH_LIMITS.ageMax).default(SEARCH_DEFAULTS.maxAge),
    distanceKm: z.coerce.number().int().min(SEARCH_LIMITS.distanceMin).max(SEARCH_LIMITS.distanceMax).optional(),
    religion: z.enum(RELIGIONS.map((r) => r.value) as [string, ...string[]]).optional(),
    mbtiType: z.enum(MBTI_TYPES).optional(),
    language: z.enum(LANGUAGES).optional(),
    interests: csv(INTERESTS),
    lookingFor: csv(RELATIONSHIP_TYPES),
    mbtiCompatibility: flag,
    useQuizData: flag,
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(SEARCH_LIMITS.pageSizeMax).default(SEARCH_PAGE_SIZE),
  })
  .refine((query) => query.minAge <= query.maxAge, {
    path: ["maxAge"],
    message: msg("The oldest age must be at least the youngest age"),
  });
export type SearchQuery = z.infer<typeof SearchQuerySchema>;
export type SearchQueryInput = z.input<typeof SearchQuerySchema>;

/**
 * One result of `GET /api/search` (never the searching member): no score while I have no profile to
 * score against; `nearby` within NEARBY_KM.
 */
export const SearchResultSchema = z.object({
  profile: PublicProfileSchema,
  compatibility: COMPATIBILITY_SCHEMA.nullable(),
  nearby: z.boolean(),
  connection: ConnectionSchema,
  /** Reputation badges from 5 reviews; null when the member hides their reviews. */
  reviews: CardReviewsSchema,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
export const SearchPageSchema = z.object({
  results: z.array(SearchResultSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SearchPage = z.infer<typeof SearchPageSchema>;
