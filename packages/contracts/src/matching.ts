import { z } from "zod";
import { msg } from "./i18n/msg";
import { PublicProfileSchema } from "./profile";
import { CardReviewsSchema } from "./reviews";

/** Spec 001 sections 4 and 8: what a like answers. */
export const LIKE_MESSAGES = {
  liked: msg("Like sent successfully!"),
  matched: msg("It's a match!"),
  alreadyLiked: msg("You've already sent a like to this person!"),
  alreadyMatched: msg("You're already matched with this person!"),
  failed: msg("Failed to send like"),
  self: msg("You can't like yourself."),
  unavailable: msg("This profile is no longer available."),
  rateLimited: msg("You've sent a lot of likes in the last hour. Take a breather and try again later."),
} as const;

/** Likes per member per hour (Tinder's hidden limit is far higher; a real person rarely passes 100). */
export const LIKES_PER_HOUR = 100;

export const LikeInputSchema = z.object({ targetId: z.uuid(msg("Choose a member to like")) });
export type LikeInput = z.infer<typeof LikeInputSchema>;

export const LikeOutcomeSchema = z.enum(["liked", "matched", "already_liked", "already_matched"]);
export const LikeResultSchema = z.object({ outcome: LikeOutcomeSchema, matchId: z.string(), message: z.string() });
export type LikeResult = z.infer<typeof LikeResultSchema>;

export const PassInputSchema = z.object({ targetId: z.uuid(msg("Choose a member to skip")) });

/** Spec 001 section 9: the swipe screen's filters (age 18-65, distance 1-50 miles), stored in km. */
export const DECK_FILTER_LIMITS = { ageMin: 18, ageMax: 65, distanceMilesMin: 1, distanceMilesMax: 50 } as const;
export const KM_PER_MILE = 1.609344;
export const milesToKm = (miles: number) => Math.round(miles * KM_PER_MILE);
export const kmToMiles = (km: number) => Math.round(km / KM_PER_MILE);

/**
 * Issue 16: when the deck runs low it offers to widen the radius step by step, then to the whole of the
 * member's country. The steps are in miles, the swipe filter's unit; the slider itself stops at 50.
 */
export const DECK_WIDEN_STEPS_MILES = [50, 100, 250] as const;
export const DECK_MAX_DISTANCE_KM = milesToKm(DECK_WIDEN_STEPS_MILES[DECK_WIDEN_STEPS_MILES.length - 1]!);
/** With fewer cards than this left (and none at all), the deck offers its next step. */
export const DECK_FEW_LEFT = 5;

export const DiscoveryPreferencesSchema = z
  .object({
    minAge: z.number().int().min(18, msg("The youngest age is 18")).max(99),
    maxAge: z.number().int().min(18).max(99, msg("The oldest age is 99")),
    /** The radius in km; null: anywhere in the member's country (the radius is kept for going back). */
    distanceKm: z
      .number()
      .int()
      .min(1, msg("Distance must be at least 1"))
      .max(DECK_MAX_DISTANCE_KM, msg("Distance must be at most {max} km", { max: DECK_MAX_DISTANCE_KM }))
      .nullable(),
  })
  .refine((value) => value.minAge <= value.maxAge, {
    path: ["maxAge"],
    message: msg("The oldest age must be at least the youngest age"),
  });
export type DiscoveryPreferences = z.infer<typeof DiscoveryPreferencesSchema>;

/**
 * `GET /api/discovery/reach`: how many more members each wider step would add to the deck (counted under
 * every rule the deck applies, never listed). A step's distanceKm is null for "anywhere in your country".
 * No steps when the member has no position, or already looks country-wide.
 */
export const DeckWidenStepSchema = z.object({ distanceKm: z.number().int().nullable(), more: z.number().int() });
export type DeckWidenStep = z.infer<typeof DeckWidenStepSchema>;
export const DeckReachSchema = z.object({ country: z.string().nullable(), steps: z.array(DeckWidenStepSchema) });
export type DeckReach = z.infer<typeof DeckReachSchema>;

/**
 * The deck's offers to widen. `{distance}` is a radius in miles as the screen writes it ("250 miles"),
 * `{country}` the member's country (a message of its own); without a country, "your country".
 */
export const DECK_WIDEN_MESSAGES = {
  offerRadius: msg("Widen to {distance}: {count, plural, one {# more person} other {# more people}}"),
  offerCountry: msg("Look anywhere in {country}: {count, plural, one {# more person} other {# more people}}"),
  offerYourCountry: msg("Look anywhere in your country: {count, plural, one {# more person} other {# more people}}"),
  fewLeft: msg("{count, plural, one {# person} other {# people}} left within your distance."),
  emptyLead: msg("You've seen everyone within your distance."),
  nobodyFurther: msg("Nobody else fits your filters yet, even further away. New members join every day."),
  widenedRadius: msg("Now showing people within {distance}."),
  widenedCountry: msg("Now showing people anywhere in {country}."),
  widenedYourCountry: msg("Now showing people anywhere in your country."),
  /** Where a country-wide search reaches, as the filters' switch and summary word it. */
  anywhereIn: msg("Anywhere in {country}"),
  anywhere: msg("Anywhere"),
} as const;

/** Nearer than this, a card says only "Within 5 miles". */
export const NEAR_MILES = 5;

/**
 * A deck card's distance, coarse on purpose: within 5 miles, then to the nearest 5 miles up to 50, 10 up to
 * 150 and 50 beyond, so a card never pins anyone down. Null stays null (no position, or not shared).
 */
export function approximateMiles(km: number | null): number | null {
  if (km === null) return null;
  const miles = km / KM_PER_MILE;
  if (miles <= NEAR_MILES) return NEAR_MILES;
  const step = miles < 50 ? 5 : miles < 150 ? 10 : 50;
  return Math.max(10, Math.round(miles / step) * step);
}

export const DECK_PAGE_SIZE = 20;

export const COMPATIBILITY_SCHEMA = z.object({
  score: z.number(),
  confidence: z.enum(["low", "medium", "high"]),
  reasons: z.array(z.string()),
});

export const DECK_MESSAGES = {
  loading: msg("Finding potential matches..."),
  error: msg("Error loading matches"),
  emptyTitle: msg("No Matches Found"),
  /** A card's distance (`approximateMiles`): `{distance}` in miles as the screen writes it ("35 miles"). */
  within: msg("Within {distance}"),
  about: msg("About {distance} away"),
} as const;

/** Where I stand with another member: nothing yet, I liked them, they liked me, or we matched. */
export const ConnectionSchema = z.object({
  status: z.enum(["none", "liked", "likedYou", "matched"]),
  matchId: z.string().nullable(),
});
export type Connection = z.infer<typeof ConnectionSchema>;

/** A deck card (`GET /api/discovery/deck`): the member, the score with its reasons, and whether they liked me. */
export const DeckCardSchema = z.object({
  profile: PublicProfileSchema,
  compatibility: COMPATIBILITY_SCHEMA,
  likedYou: z.boolean(),
  /** The review badge and, from 5 reviews, the reputation badges; null when the member hides them. */
  reviews: CardReviewsSchema,
  /** How far they are, from `approximateMiles`; null without positions or when they do not share theirs. */
  distanceMiles: z.number().int().positive().nullable(),
});
export type DeckCard = z.infer<typeof DeckCardSchema>;
export const DeckSchema = z.object({ cards: z.array(DeckCardSchema) });

/** One potential match in full (`GET /api/discovery/profiles/:id`), with where I stand with them. */
export const ProfileCardSchema = z.object({
  profile: PublicProfileSchema,
  compatibility: COMPATIBILITY_SCHEMA,
  connection: ConnectionSchema,
  reviews: CardReviewsSchema,
});
export type ProfileCard = z.infer<typeof ProfileCardSchema>;

/** `GET /api/likes/received`: pending likes from members I can still see, newest first. */
export const RECEIVED_LIKES_LIMIT = 100;
export const ReceivedLikeSchema = z.object({ matchId: z.string(), likedAt: z.string(), profile: PublicProfileSchema });
export type ReceivedLike = z.infer<typeof ReceivedLikeSchema>;
export const ReceivedLikesSchema = z.object({ likes: z.array(ReceivedLikeSchema) });

/**
 * `GET /api/matches/celebrations`: matches whose overlay this member has not seen yet (the first liker;
 * the one who liked back saw it at their like). `POST /api/matches/{id}/celebrated` records it seen.
 */
export const PendingCelebrationSchema = z.object({
  matchId: z.string(),
  matchedAt: z.string(),
  profile: PublicProfileSchema,
});
export type PendingCelebration = z.infer<typeof PendingCelebrationSchema>;
export const PendingCelebrationsSchema = z.object({ celebrations: z.array(PendingCelebrationSchema) });
export const CELEBRATION_MESSAGES = { notFound: msg("Match not found.") } as const;

/**
 * `GET /api/profiles/potential`: the dashboard's potential matches, the deck's first members by its own
 * rules and ranking (the same list as `GET /api/discovery/deck`, longer), at most this many.
 */
export const POTENTIAL_MATCHES_LIMIT = 50;
/** How many the dashboard shows, and so asks for: a taste, the match screen has everyone. */
export const DASHBOARD_MATCHES_SHOWN = 6;
/** `?limit=`: fewer than POTENTIAL_MATCHES_LIMIT, for a screen that shows fewer. */
export const PotentialMatchesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(POTENTIAL_MATCHES_LIMIT).default(POTENTIAL_MATCHES_LIMIT),
});
export type PotentialMatchesQuery = z.input<typeof PotentialMatchesQuerySchema>;
export const PotentialMatchesSchema = z.object({ profiles: z.array(PublicProfileSchema) });
