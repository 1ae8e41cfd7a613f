import { z } from "zod";
import { msg } from "./i18n/msg";

/** Spec 001, the review form: its three questions, their answers (first is the default) and the traits. */
// Messages as well as the stored values: the form shows each through `t()`, the server keeps the English.
export const PHOTO_ACCURACY_ANSWERS = [msg("Yes"), msg("Somewhat"), msg("No")] as const;
export const FOLLOW_THROUGH_ANSWERS = [msg("Yes"), msg("Sometimes"), msg("No")] as const;
export const HONESTY_ANSWERS = [msg("Yes"), msg("Somewhat"), msg("No")] as const;
export const POSITIVE_TRAITS = [
  msg("Friendly"),
  msg("Punctual"),
  msg("Good Communicator"),
  msg("Respectful"),
  msg("Thoughtful"),
  msg("Honest"),
  msg("Authentic"),
  msg("Fun"),
  msg("Interesting"),
  msg("Kind"),
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
  photoAccuracy: msg("Did their photos match how they look in person?"),
  followedThroughOnPlans: msg("Did they follow through on plans?"),
  honestAboutIntentions: msg("Were they honest about their intentions?"),
  positiveTraits: msg("Positive traits (choose one or two)"),
} as const;

/** Spec 001's words for the Reviews page, its form, its notices and its toasts. */
export const REVIEW_TEXT = {
  ownHeading: msg("Your Review Profile"),
  heading: msg("Reviews for {name}"),
  /** The name in `heading` and `formTitle` for a member without a first name. */
  someone: msg("User"),
  visibilityPanel: msg("Review Visibility Settings"),
  visibleNow: msg("Your reviews and badges are visible to other members."),
  hiddenNow: msg("Your reviews and badges are hidden from other members."),
  hide: msg("Hide Reviews"),
  show: msg("Show Reviews"),
  trustworthiness: msg("Trustworthiness"),
  write: msg("Write a review"),
  reportUnfair: msg("Report unfair reviews or behavior"),
  count: msg("{count, plural, one {# Review} other {# Reviews}}"),
  none: msg("No Reviews Yet"),
  beFirst: msg("Be the first to review"),
  anonymity: msg(
    "Reviews are anonymized and aggregated: no one, including the person reviewed, can see who wrote a review or read it on its own.",
  ),
  moreNeeded: msg("{count, plural, one {# more review needed} other {# more reviews needed}}"),
  ratingsAfter: msg("Ratings visible after 5 reviews"),
  hiddenByOwner: msg("This member has chosen to keep their reviews private."),
  alreadyTitle: msg("You've already reviewed this person"),
  alreadyBody: msg("Thank you for contributing to our community!"),
  /** Reviews are published after a random delay (decision 010), so a count never moves as one is written. */
  appearsLater: msg("Your review will appear on their profile within a day, so no one can tell who wrote it."),
  notEligibleTitle: msg("Not eligible to review yet"),
  notEligibleBody: msg("Exchange at least 10 messages or meet in person to leave a review"),
  formTitle: msg("Review {name}"),
  formSubtitle: msg("Your feedback helps create a safer, more authentic community"),
  metInPerson: msg("We met in person"),
  cancel: msg("Cancel"),
  submit: msg("Submit Review"),
  submitting: msg("Submitting..."),
  traitRequired: msg("Please select at least one positive trait"),
  tooManyTraits: msg("Choose at most two positive traits"),
  signInRequired: msg("You must be logged in to submit a review"),
  failed: msg("Failed to submit review"),
  loadFailed: msg("Failed to load reviews"),
  profileLoadFailed: msg("Failed to load profile information"),
  preferencesFailed: msg("Failed to update preferences"),
  submitted: msg("Review submitted successfully"),
  thanks: msg("Thank you for your review!"),
  nowVisible: msg("Reviews and badges are now visible on your profile"),
  nowHidden: msg("Reviews and badges are now hidden from your profile"),
  self: msg("You can't review yourself."),
  unavailable: msg("This profile is no longer available."),
  badges: { photoVerified: msg("Photo Verified"), reliable: msg("Reliable"), honest: msg("Honest") },
  photoAccuracyBar: msg("Photo accuracy"),
  reliabilityBar: msg("Reliability"),
  honestyBar: msg("Honesty"),
  topTraits: msg("Top traits"),
  /**
   * The swipe card's review badge (spec 001: 'N review(s)' or 'No reviews yet' below 5, then 'View N
   * reviews'): `reviewBadgeMessage(n)` picks which, shown with `{ count: n }`.
   */
  cardBadge: msg("{count, plural, =0 {No reviews yet} one {# review} other {# reviews}}"),
  cardBadgeDetailed: msg("View {count} reviews"),
} as const;

/** Which of the card badge's messages fits `total` reviews; shown as `t(reviewBadgeMessage(total), { count: total })`. */
export const reviewBadgeMessage = (total: number) =>
  total >= REVIEW_RULES.detailFromReviews ? REVIEW_TEXT.cardBadgeDetailed : REVIEW_TEXT.cardBadge;

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
