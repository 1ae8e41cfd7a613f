import { z } from "zod";

/** Spec 001, the review form: its three questions, their answers (first is the default) and the traits. */
export const PHOTO_ACCURACY_ANSWERS = ["Yes", "Somewhat", "No"] as const;
export const FOLLOW_THROUGH_ANSWERS = ["Yes", "Sometimes", "No"] as const;
export const HONESTY_ANSWERS = ["Yes", "Somewhat", "No"] as const;
export const POSITIVE_TRAITS = [
  "Friendly",
  "Punctual",
  "Good Communicator",
  "Respectful",
  "Thoughtful",
  "Honest",
  "Authentic",
  "Fun",
  "Interesting",
  "Kind",
] as const;
export type PositiveTrait = (typeof POSITIVE_TRAITS)[number];

/** Spec 001 section 10: eligibility and the reputation thresholds. */
export const REVIEW_RULES = {
  /** Messages the two must have exchanged, either way, within `windowDays`, before one may review the other. */
  minMessages: 10,
  windowDays: 90,
  /** Ratings (badges, percentages, traits) show from this many reviews on. */
  detailFromReviews: 5,
  /** Share of 'Yes' for photo verified, and for the Reliable and Honest badges. */
  badgeShare: 0.8,
  maxTraits: 2,
  topTraits: 2,
} as const;

export const REVIEW_QUESTIONS = {
  photoAccuracy: "Did their photos match how they look in person?",
  followedThroughOnPlans: "Did they follow through on plans?",
  honestAboutIntentions: "Were they honest about their intentions?",
  positiveTraits: "Positive traits (choose one or two)",
} as const;

/** Spec 001's words for the Reviews page, its form, its notices and its toasts. */
export const REVIEW_TEXT = {
  ownHeading: "Your Review Profile",
  heading: (name: string | null) => `Reviews for ${name || "User"}`,
  visibilityPanel: "Review Visibility Settings",
  visibleNow: "Your reviews and badges are visible to other members.",
  hiddenNow: "Your reviews and badges are hidden from other members.",
  hide: "Hide Reviews",
  show: "Show Reviews",
  trustworthiness: "Trustworthiness",
  write: "Write a review",
  reportUnfair: "Report unfair reviews or behavior",
  count: (n: number) => `${n} ${n === 1 ? "Review" : "Reviews"}`,
  none: "No Reviews Yet",
  beFirst: "Be the first to review",
  anonymity:
    "Reviews are anonymized and aggregated: no one, including the person reviewed, can see who wrote a review or read it on its own.",
  moreNeeded: (n: number) => `${n} more ${n === 1 ? "review" : "reviews"} needed`,
  ratingsAfter: "Ratings visible after 5 reviews",
  hiddenByOwner: "This member has chosen to keep their reviews private.",
  alreadyTitle: "You've already reviewed this person",
  alreadyBody: "Thank you for contributing to our community!",
  /** Reviews are published after a random delay (decision 010), so a count never moves as one is written. */
  appearsLater: "Your review will appear on their profile within a day, so no one can tell who wrote it.",
  notEligibleTitle: "Not eligible to review yet",
  notEligibleBody: "Exchange at least 10 messages or meet in person to leave a review",
  formTitle: (name: string | null) => `Review ${name || "User"}`,
  formSubtitle: "Your feedback helps create a safer, more authentic community",
  metInPerson: "We met in person",
  cancel: "Cancel",
  submit: "Submit Review",
  submitting: "Submitting...",
  traitRequired: "Please select at least one positive trait",
  tooManyTraits: "Choose at most two positive traits",
  signInRequired: "You must be logged in to submit a review",
  failed: "Failed to submit review",
  loadFailed: "Failed to load reviews",
  profileLoadFailed: "Failed to load profile information",
  preferencesFailed: "Failed to update preferences",
  submitted: "Review submitted successfully",
  thanks: "Thank you for your review!",
  nowVisible: "Reviews and badges are now visible on your profile",
  nowHidden: "Reviews and badges are now hidden from your profile",
  self: "You can't review yourself.",
  unavailable: "This profile is no longer available.",
  badges: { photoVerified: "Photo Verified", reliable: "Reliable", honest: "Honest" },
  photoAccuracyBar: "Photo accuracy",
  reliabilityBar: "Reliability",
  honestyBar: "Honesty",
  topTraits: "Top traits",
  /** The swipe card's review badge (spec 001: 'N review(s)' or 'No reviews yet' below 5, then 'View N reviews'). */
  cardBadge: (n: number) =>
    n >= REVIEW_RULES.detailFromReviews
      ? `View ${n} reviews`
      : n === 0
        ? "No reviews yet"
        : `${n} ${n === 1 ? "review" : "reviews"}`,
} as const;

/**
 * `POST /api/reviews/:profileId`. The form starts every question at 'Yes' (each list's first answer) as
 * the spec says, but the server needs all three answered; only has-met defaults (to false).
 */
export const ReviewInputSchema = z.strictObject({
  photoAccuracy: z.enum(PHOTO_ACCURACY_ANSWERS),
  followedThroughOnPlans: z.enum(FOLLOW_THROUGH_ANSWERS),
  honestAboutIntentions: z.enum(HONESTY_ANSWERS),
  positiveTraits: z
    .array(z.enum(POSITIVE_TRAITS))
    .min(1, REVIEW_TEXT.traitRequired)
    .max(REVIEW_RULES.maxTraits, REVIEW_TEXT.tooManyTraits)
    .refine((traits) => new Set(traits).size === traits.length, REVIEW_TEXT.tooManyTraits),
  hasMet: z.boolean().default(false),
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;

/** `PUT /api/reviews/preferences`: the owner's switch (spec: profile_preferences.display_reviews). */
export const ReviewPreferencesSchema = z.strictObject({ displayReviews: z.boolean() });
export type ReviewPreferences = z.infer<typeof ReviewPreferencesSchema>;

/** The ratings, from 5 reviews on. Percentages are whole numbers of the reviews answering 'Yes'. */
export const ReputationSchema = z.object({
  photoVerified: z.boolean(),
  photoAccuracy: z.number().int().min(0).max(100),
  reliability: z.number().int().min(0).max(100),
  honesty: z.number().int().min(0).max(100),
  reliable: z.boolean(),
  honest: z.boolean(),
  topTraits: z.array(z.enum(POSITIVE_TRAITS)).max(REVIEW_RULES.topTraits),
});
export type Reputation = z.infer<typeof ReputationSchema>;

/** What anyone may know of a member's reviews: how many, and the ratings once there are 5. Never who wrote them. */
export const ReviewSummarySchema = z.object({
  totalReviews: z.number().int().min(0),
  reputation: ReputationSchema.nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** On cards: the summary, or null when the member hides their reviews (then no badge at all). */
export const CardReviewsSchema = ReviewSummarySchema.nullable();
export type CardReviews = z.infer<typeof CardReviewsSchema>;

/** `GET /api/reviews/:profileId`: everything the Reviews page shows. */
export const ReviewsPageSchema = z.object({
  /** `verified`: the member's selfie verification badge (verification.ts). */
  profile: z.object({ id: z.string(), firstName: z.string().nullable(), verified: z.boolean() }),
  isOwn: z.boolean(),
  /** The owner's switch. Others see true, or false with `summary` null. */
  displayReviews: z.boolean(),
  summary: ReviewSummarySchema.nullable(),
  /** Whether this viewer may review now (eligible and not yet reviewed), and why not. */
  canReview: z.boolean(),
  hasReviewed: z.boolean(),
  /** The viewer's own review, written but not yet published (counted nowhere until then). */
  reviewPending: z.boolean(),
  eligible: z.boolean(),
});
export type ReviewsPage = z.infer<typeof ReviewsPageSchema>;

/**
 * `POST /api/reviews/:profileId` answers 201 with the member's published summary now (null when they
 * hide it): the new review is not in it yet.
 */
export const ReviewSubmittedSchema = z.object({ summary: ReviewSummarySchema.nullable() });
export type ReviewSubmitted = z.infer<typeof ReviewSubmittedSchema>;

/** The counts the server aggregates; `summarizeReviews` turns them into what members see. */
export type ReviewCounts = {
  total: number;
  photoYes: number;
  followedYes: number;
  honestYes: number;
  traits: Partial<Record<PositiveTrait, number>>;
};

const percent = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 100));

/**
 * Spec 001 section 10: detail from 5 reviews; photo verified at 80 % 'Yes'; reliability and honesty
 * as rounded percents with their badges at 80 % or more; the two most named traits (ties in the form's
 * order, so the answer is stable).
 */
export function summarizeReviews(counts: ReviewCounts): ReviewSummary {
  const { total } = counts;
  if (total < REVIEW_RULES.detailFromReviews) return { totalReviews: total, reputation: null };
  const photoAccuracy = percent(counts.photoYes, total);
  const reliability = percent(counts.followedYes, total);
  const honesty = percent(counts.honestYes, total);
  const topTraits = POSITIVE_TRAITS.map((trait, order) => ({ trait, order, count: counts.traits[trait] ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, REVIEW_RULES.topTraits)
    .map((entry) => entry.trait);
  return {
    totalReviews: total,
    reputation: {
      // Compared on the exact share, so 79.6 % (shown as 80) is not verified.
      photoVerified: counts.photoYes >= REVIEW_RULES.badgeShare * total,
      photoAccuracy,
      reliability,
      honesty,
      reliable: counts.followedYes >= REVIEW_RULES.badgeShare * total,
      honest: counts.honestYes >= REVIEW_RULES.badgeShare * total,
      topTraits,
    },
  };
}
