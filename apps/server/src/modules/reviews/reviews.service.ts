import {
  REVIEW_RULES,
  REVIEW_TEXT,
  ReviewInputSchema,
  ReviewPreferencesSchema,
  summarizeReviews,
  type CardReviews,
  type ReviewPreferences,
  type ReviewSubmitted,
  type ReviewSummary,
  type ReviewsPage,
  msg,
} from "@kindred/contracts";
import { z } from "zod";
import { AppError } from "../../errors";
import { publishDelaySeconds } from "./review-publication";
import type { ReviewedMember, ReviewsRepository } from "./reviews.repository";

export type ReviewsOptions = {
  /** The longest a new review waits before it counts (review-publication.ts); 0 publishes at once. */
  publishDelayHours: number;
  random?: () => number;
};

/**
 * Anonymous trust reviews. Whoever writes one, the member reviewed and everyone else only ever read
 * the aggregate (`summarizeReviews`) of published reviews, and only while the member shows them.
 */
export function createReviewsService(repo: ReviewsRepository, options: ReviewsOptions) {
  const unavailable = () => new AppError("NOT_FOUND", REVIEW_TEXT.unavailable);

  /**
   * The member as this viewer may open them. Hidden (to all but their matches), banned, blocked,
   * nonexistent or a bad id: one 404.
   */
  async function requireMember(viewerId: string, profileId: string): Promise<ReviewedMember> {
    if (!z.uuid().safeParse(profileId).success) throw unavailable();
    const member = await repo.memberFor(viewerId, profileId);
    if (!member) throw unavailable();
    return member;
  }

  async function summaryOf(profileId: string): Promise<ReviewSummary> {
    const entry = (await repo.countsFor([profileId])).get(profileId);
    return summarizeReviews(entry?.counts ?? { total: 0, photoYes: 0, followedYes: 0, honestYes: 0, traits: {} });
  }

  /** Spec 001: at least `minMessages` messages either way within `windowDays`. */
  async function eligible(viewerId: string, profileId: string): Promise<boolean> {
    const { minMessages, windowDays } = REVIEW_RULES;
    return (await repo.messagesBetween(viewerId, profileId, windowDays, minMessages)) >= minMessages;
  }

  return {
    async page(viewerId: string, profileId: string): Promise<ReviewsPage> {
      const member = await requireMember(viewerId, profileId);
      const isOwn = member.id === viewerId;
      const profile = { id: member.id, firstName: member.firstName, verified: Boolean(member.verified) };
      if (isOwn) {
        // The owner always sees their own summary, whatever the switch says to others.
        const summary = await summaryOf(member.id);
        const { displayReviews } = member;
        const none = { canReview: false, hasReviewed: false, reviewPending: false, eligible: false };
        return { profile, isOwn, displayReviews, summary, ...none };
      }
      const [own, canTalk, summary] = await Promise.all([
        repo.ownReview(viewerId, member.id),
        eligible(viewerId, member.id),
        // A member who hides their reviews gives others nothing of them, not even the count.
        member.displayReviews ? summaryOf(member.id) : null,
      ]);
      return {
        profile,
        isOwn,
        displayReviews: member.displayReviews,
        summary,
        canReview: canTalk && !own,
        hasReviewed: own !== undefined,
        reviewPending: own?.pending ?? false,
        eligible: canTalk,
      };
    },

    /** Every rule is checked here, whatever the client showed; nothing is written when one fails. */
    async submit(viewerId: string, profileId: string, input: unknown): Promise<ReviewSubmitted> {
      if (profileId === viewerId) throw new AppError("BAD_REQUEST", REVIEW_TEXT.self);
      const member = await requireMember(viewerId, profileId);
      const review = ReviewInputSchema.parse(input);
      if (await repo.bannedNow(viewerId)) {
        throw new AppError("ACCOUNT_BANNED", msg("Your account can't write reviews right now."));
      }
      // Checked before eligibility, so a reviewer who already wrote one hears that rather than a refusal.
      if (await repo.ownReview(viewerId, member.id)) throw new AppError("CONFLICT", REVIEW_TEXT.alreadyTitle);
      if (!(await eligible(viewerId, member.id))) throw new AppError("FORBIDDEN", REVIEW_TEXT.notEligibleBody);
      // The unique index settles two submits at once: the second finds the first's row.
      const delay = publishDelaySeconds(options.publishDelayHours, options.random);
      if (!(await repo.insert(viewerId, member.id, review, delay)))
        throw new AppError("CONFLICT", REVIEW_TEXT.alreadyTitle);
      return { summary: member.displayReviews ? await summaryOf(member.id) : null };
    },

    async savePreferences(userId: string, input: unknown): Promise<ReviewPreferences> {
      const { displayReviews } = ReviewPreferencesSchema.parse(input);
      return { displayReviews: await repo.setDisplayReviews(userId, displayReviews) };
    },

    /** Card summaries for many members at once: null for those who hide their reviews. */
    async summariesFor(ids: string[]): Promise<Map<string, CardReviews>> {
      const counts = await repo.countsFor(ids);
      const result = new Map<string, CardReviews>();
      for (const [id, entry] of counts) result.set(id, entry.displayReviews ? summarizeReviews(entry.counts) : null);
      return result;
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
