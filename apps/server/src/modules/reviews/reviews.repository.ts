import type { PositiveTrait, ReviewCounts } from "@kindred/contracts";
import { and, eq, or, sql } from "drizzle-orm";
import { preparedSql, queryRows, type Db } from "../../db/client";
import { matches, messages, profilePreferences, profiles, reviews, users } from "../../db/schema";
import { memberOpenTo, notBannedNow } from "../../db/visibility";
import { reviewPublished } from "./review-publication";

export type ReviewedMember = { id: string; firstName: string | null; verified: boolean; displayReviews: boolean };
export type ReviewValues = {
  photoAccuracy: string;
  followedThroughOnPlans: string;
  honestAboutIntentions: string;
  positiveTraits: string[];
  hasMet: boolean;
};
type CountsRow = {
  id: string;
  display_reviews: boolean;
  total: number;
  photo_yes: number;
  followed_yes: number;
  honest_yes: number;
  traits: Partial<Record<PositiveTrait, number>> | null;
};

const displayReviews = sql<boolean>`coalesce(${profilePreferences.displayReviews}, true)`;
/** The members asked for: one array parameter, so the statement is the same for any number of them. */
const wanted = sql`${sql.placeholder("ids")}::uuid[]`;

/**
 * Reviews and the review switch. Members only ever read aggregates: no query here selects
 * `reviewer_id` into a row that leaves this file, so no answer can name who wrote a review.
 */
export function createReviewsRepository(db: Db) {
  // Prepared once: the deck and search ask for a page of cards' counts on every request.
  const countsStatement = preparedSql<CountsRow>(
    db,
    "reviews_counts_for",
    sql`with wanted as (select unnest(${wanted}) as id),
      totals as (
        select reviewed_id,
               count(*)::int as total,
               (count(*) filter (where photo_accuracy = 'Yes'))::int as photo_yes,
               (count(*) filter (where followed_through_on_plans = 'Yes'))::int as followed_yes,
               (count(*) filter (where honest_about_intentions = 'Yes'))::int as honest_yes
        from reviews where reviewed_id = any(${wanted}) and ${reviewPublished} group by reviewed_id),
      trait_counts as (
        select reviewed_id, jsonb_object_agg(trait, named) as traits
        from (select reviewed_id, trait, count(*)::int as named
              from reviews, unnest(positive_traits) as trait
              where reviewed_id = any(${wanted}) and ${reviewPublished}
              group by reviewed_id, trait) as named_traits
        group by reviewed_id)
      select wanted.id, coalesce(pp.display_reviews, true) as display_reviews,
             coalesce(t.total, 0) as total, coalesce(t.photo_yes, 0) as photo_yes,
             coalesce(t.followed_yes, 0) as followed_yes, coalesce(t.honest_yes, 0) as honest_yes,
             tc.traits
      from wanted
      left join profile_preferences pp on pp.user_id = wanted.id
      left join totals t on t.reviewed_id = wanted.id
      left join trait_counts tc on tc.reviewed_id = wanted.id`,
  );

  return {
    /**
     * The member whose reviews are asked for, as this viewer may open them: their reviews page is part
     * of their profile, so a hidden member's stays open to their matches, as the profile does (and as
     * the card's summary did). The owner always sees themselves.
     */
    async memberFor(viewerId: string, profileId: string): Promise<ReviewedMember | undefined> {
      const own = profileId === viewerId;
      const [row] = await db
        .select({
          id: users.id,
          firstName: profiles.firstName,
          verified: sql<boolean>`${profiles.verifiedPhotoId} is not null`,
          displayReviews,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .leftJoin(profilePreferences, eq(profilePreferences.userId, users.id))
        .where(and(eq(users.id, profileId), own ? undefined : memberOpenTo(viewerId)));
      return row ? { ...row, firstName: row.firstName ?? null } : undefined;
    },

    /**
     * Each member's switch and review counts, in one statement for any number of members: the totals
     * and 'Yes' counts by aggregate, the traits by unnesting each review's list. Members with no
     * reviews come back with zeros.
     */
    async countsFor(ids: string[]): Promise<Map<string, { displayReviews: boolean; counts: ReviewCounts }>> {
      const result = new Map<string, { displayReviews: boolean; counts: ReviewCounts }>();
      if (ids.length === 0) return result;
      const rows = await countsStatement({ ids: [...new Set(ids)] });
      for (const row of rows) {
        result.set(row.id, {
          displayReviews: row.display_reviews,
          counts: {
            total: Number(row.total),
            photoYes: Number(row.photo_yes),
            followedYes: Number(row.followed_yes),
            honestYes: Number(row.honest_yes),
            traits: row.traits ?? {},
          },
        });
      }
      return result;
    },

    /** The reviewer's own review of this member: none, or whether it still waits to be published. */
    async ownReview(reviewerId: string, reviewedId: string): Promise<{ pending: boolean } | undefined> {
      const [row] = await db
        .select({ pending: sql<boolean>`not ${reviewPublished}` })
        .from(reviews)
        .where(and(eq(reviews.reviewerId, reviewerId), eq(reviews.reviewedId, reviewedId)));
      return row;
    },

    /**
     * Messages between the two within the last `days`, counted up to `enough` (all that eligibility
     * needs). Every message belongs to the pair's one match, so the (match_id, created_at) index answers.
     */
    async messagesBetween(a: string, b: string, days: number, enough: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (
              select 1 from ${messages}
              where ${messages.matchId} in (
                select ${matches.id} from ${matches}
                where ${or(
                  and(eq(matches.user1Id, a), eq(matches.user2Id, b)),
                  and(eq(matches.user1Id, b), eq(matches.user2Id, a)),
                )})
                and ${messages.createdAt} >= now() - make_interval(days => ${days})
              limit ${enough}) as recent`,
      );
      return Number(row?.n ?? 0);
    },

    /** Whether the member is banned now (a ban set while they were signed in leaves their session). */
    async bannedNow(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ ok: sql<boolean>`${notBannedNow()}` })
        .from(users)
        .where(eq(users.id, userId));
      return row?.ok !== true;
    },

    /**
     * Writes the review unless this reviewer already has one of this member: the unique index decides,
     * so two submits at once still make one row. False when it already existed.
     */
    async insert(
      reviewerId: string,
      reviewedId: string,
      values: ReviewValues,
      publishAfterSeconds: number,
    ): Promise<boolean> {
      const rows = await db
        .insert(reviews)
        .values({
          reviewerId,
          reviewedId,
          ...values,
          // The database's clock, as every read compares against it.
          publishedAt: sql`now() + make_interval(secs => ${publishAfterSeconds})`,
        })
        .onConflictDoNothing({ target: [reviews.reviewerId, reviews.reviewedId] })
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    async setDisplayReviews(userId: string, display: boolean): Promise<boolean> {
      const [row] = await db
        .insert(profilePreferences)
        .values({ userId, displayReviews: display })
        .onConflictDoUpdate({
          target: profilePreferences.userId,
          set: { displayReviews: display, updatedAt: sql`now()` },
        })
        .returning({ displayReviews: profilePreferences.displayReviews });
      return row!.displayReviews;
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
