import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { matches, memberSettings, profiles, users } from "../../db/schema";
import { aliasedMember, memberOpenTo, memberSettingsOfProfile, profileColumnsSeenBy } from "../../db/visibility";

/** At most this many overlays waiting at once: one shows at a time, and the rest follow as each is seen. */
const PENDING_LIMIT = 10;

/** The other member of a match, as seen from `memberId`. */
const otherOf = (memberId: string) =>
  sql`case when ${matches.user1Id} = ${memberId} then ${matches.user2Id} else ${matches.user1Id} end`;

/** Active matches whose overlay this member has not seen yet. */
const unseenBy = (memberId: string) =>
  or(
    and(eq(matches.user1Id, memberId), sql`${matches.user1CelebratedAt} is null`),
    and(eq(matches.user2Id, memberId), sql`${matches.user2CelebratedAt} is null`),
  );

/**
 * "It's a Match!" once per match and member: `matches.user1_celebrated_at` and `user2_celebrated_at`
 * say when each side first saw it, on whichever device. The one who liked back has theirs set by their
 * like (they see it at once); the first liker's waits here until a screen shows it.
 */
export function createCelebrationsRepository(db: Db) {
  return {
    /** Unseen, newest first, with a member this one may still open: not banned, not blocked either way. */
    async pending(memberId: string) {
      return db
        .select({ matchId: matches.id, matchedAt: matches.matchedAt, profile: profileColumnsSeenBy(memberId) })
        .from(matches)
        .innerJoin(profiles, eq(profiles.id, otherOf(memberId)))
        .innerJoin(users, eq(users.id, profiles.id))
        .leftJoin(memberSettings, memberSettingsOfProfile)
        .where(and(eq(matches.status, "active"), unseenBy(memberId), memberOpenTo(memberId)))
        .orderBy(desc(matches.matchedAt))
        .limit(PENDING_LIMIT);
    },

    /**
     * Records that this member saw the overlay, once (a second call keeps the first time). False when
     * they have no such active match with a member they may still open.
     */
    async markSeen(memberId: string, matchId: string): Promise<boolean> {
      const other = aliasedMember("other_profile", "other_user");
      const rows = await db
        .update(matches)
        .set({
          user1CelebratedAt: sql`case when ${matches.user1Id} = ${memberId}
            then coalesce(${matches.user1CelebratedAt}, now()) else ${matches.user1CelebratedAt} end`,
          user2CelebratedAt: sql`case when ${matches.user2Id} = ${memberId}
            then coalesce(${matches.user2CelebratedAt}, now()) else ${matches.user2CelebratedAt} end`,
        })
        .where(
          and(
            eq(matches.id, matchId),
            eq(matches.status, "active"),
            or(eq(matches.user1Id, memberId), eq(matches.user2Id, memberId)),
            sql`exists (select 1 from profiles other_profile join users other_user on other_user.id = other_profile.id
              where other_profile.id = ${otherOf(memberId)} and ${memberOpenTo(memberId, other)})`,
          ),
        )
        .returning({ id: matches.id });
      return rows.length > 0;
    },
  };
}
export type CelebrationsRepository = ReturnType<typeof createCelebrationsRepository>;
