import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { matches, memberSettings, passes, profiles, users } from "../../db/schema";
import {
  blockedBetween,
  endedMatchBetween,
  leftByDeletedMember,
  likeShownFrom,
  memberSettingsOfProfile,
  memberVisibleTo,
  notBlockedBetween,
  profileColumnsSeenBy,
  visibleToOthers,
} from "../../db/visibility";

export type LikeRow = {
  id: string;
  status: "pending" | "active" | "ended";
  user1_id: string;
  inserted: boolean;
  just_matched: boolean;
};

export function createLikesRepository(db: Db) {
  return {
    /**
     * One statement decides everything, so two members liking each other at the same instant make
     * exactly one active match: the second insert meets the first row's unique (pair) index, waits for
     * it to commit, and turns it active. An ended match stays ended: only a pending row changes.
     */
    async like(likerId: string, targetId: string): Promise<LikeRow> {
      const [row] = await queryRows<LikeRow>(
        db,
        sql`
        insert into matches (user1_id, user2_id, status) values (${likerId}, ${targetId}, 'pending')
        on conflict ((least(user1_id, user2_id)), (greatest(user1_id, user2_id)))
          where user1_id is not null and user2_id is not null do update set
          status = case when matches.status = 'pending' and matches.user1_id = excluded.user2_id
                        then 'active' else matches.status end,
          matched_at = case when matches.status = 'pending' and matches.user1_id = excluded.user2_id
                            then now() else matches.matched_at end,
          user2_celebrated_at = case when matches.status = 'pending' and matches.user1_id = excluded.user2_id
                                     then now() else matches.user2_celebrated_at end
        returning id, status, user1_id, (xmax = 0) as inserted, (matched_at = now()) is true as just_matched`,
      );
      await db.delete(passes).where(and(eq(passes.userId, likerId), eq(passes.targetId, targetId)));
      return row!;
    },

    /**
     * The member as a like target: visible to others, the blocks between the two, and an unmatch; and
     * whether the liker shows to others now (a like made while hidden is announced when they show again).
     */
    async target(likerId: string, targetId: string) {
      const [row] = await db
        .select({
          id: profiles.id,
          visible: sql<boolean>`coalesce(${visibleToOthers}, false)`,
          likerShown: sql<boolean>`${likeShownFrom(likerId)}`,
          blocked: sql<boolean>`${blockedBetween(likerId, targetId)}`,
          ended: sql<boolean>`${endedMatchBetween(likerId, targetId)}`,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(eq(profiles.id, targetId));
      return row;
    },

    async pass(userId: string, targetId: string) {
      await db
        .insert(passes)
        .values({ userId, targetId })
        .onConflictDoUpdate({
          target: [passes.userId, passes.targetId],
          set: { createdAt: sql`now()` },
        });
    },

    /** Removes the member's most recent skip and says whom it was. */
    async undoLastPass(userId: string): Promise<string | undefined> {
      const [last] = await db
        .select({ targetId: passes.targetId })
        .from(passes)
        .where(eq(passes.userId, userId))
        .orderBy(desc(passes.createdAt))
        .limit(1);
      if (!last) return undefined;
      await db.delete(passes).where(and(eq(passes.userId, userId), eq(passes.targetId, last.targetId)));
      return last.targetId;
    },

    /** Pending likes I received, newest first, from members I can still see. */
    async received(userId: string, limit: number) {
      return db
        .select({ matchId: matches.id, likedAt: matches.createdAt, profile: profileColumnsSeenBy(userId) })
        .from(matches)
        .innerJoin(profiles, eq(profiles.id, matches.user1Id))
        .innerJoin(users, eq(users.id, profiles.id))
        .leftJoin(memberSettings, memberSettingsOfProfile)
        .where(and(eq(matches.user2Id, userId), eq(matches.status, "pending"), memberVisibleTo(userId)))
        .orderBy(desc(matches.createdAt))
        .limit(limit);
    },

    /**
     * The pending likes this member made that their recipients may see now (no block either way), as
     * announced when a hidden member shows again: the likes they made while hidden arrive then.
     */
    async pendingLikesBy(likerId: string, limit: number): Promise<{ matchId: string; targetId: string }[]> {
      const rows = await db
        .select({ matchId: matches.id, targetId: matches.user2Id })
        .from(matches)
        .where(
          and(
            eq(matches.user1Id, likerId),
            eq(matches.status, "pending"),
            sql`${matches.user2Id} is not null`,
            likeShownFrom(likerId),
            notBlockedBetween(matches.user1Id, matches.user2Id),
          ),
        )
        .orderBy(desc(matches.createdAt))
        .limit(limit);
      return rows.flatMap(({ matchId, targetId }) => (targetId ? [{ matchId, targetId }] : []));
    },

    /** How many pending likes I received from members I can still see (the Likes tab badge). */
    async pendingCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(matches)
        .innerJoin(profiles, eq(profiles.id, matches.user1Id))
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(eq(matches.user2Id, userId), eq(matches.status, "pending"), memberVisibleTo(userId)));
      return row?.n ?? 0;
    },

    /**
     * Unmatch: ends an active or pending match, for good, if this member is one of its two. Answers the
     * two members, or undefined when there was no such match (unknown, not theirs, already ended). On a
     * conversation a deleted member left it removes it from the remaining member's list: ended_by set
     * to them closes it as an unmatch would. Not across a block: the conversation is closed to both,
     * and ending it would tell the other member (a live `conversation.closed`) across the block.
     */
    async endMatch(userId: string, matchId: string) {
      const [row] = await db
        .update(matches)
        .set({ status: "ended", endedAt: sql`now()`, endedBy: userId })
        .where(
          and(
            eq(matches.id, matchId),
            or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)),
            or(inArray(matches.status, ["active", "pending"]), leftByDeletedMember()),
            notBlockedBetween(matches.user1Id, matches.user2Id),
          ),
        )
        .returning({ user1Id: matches.user1Id, user2Id: matches.user2Id });
      return row;
    },

    async activeMatchBetween(a: string, b: string) {
      const [row] = await db
        .select({ id: matches.id })
        .from(matches)
        .where(
          and(
            eq(matches.status, "active"),
            or(
              and(eq(matches.user1Id, a), eq(matches.user2Id, b)),
              and(eq(matches.user1Id, b), eq(matches.user2Id, a)),
            ),
          ),
        );
      return row;
    },
  };
}
export type LikesRepository = ReturnType<typeof createLikesRepository>;
