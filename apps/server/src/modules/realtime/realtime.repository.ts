import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { matches, sessions } from "../../db/schema";
import { notBlockedBetween } from "../../db/visibility";

/** The few reads the socket layer needs: whom presence concerns, who may see my typing, live sessions. */
export function createRealtimeRepository(db: Db) {
  return {
    /** Members in an active, unblocked match with this one: they see this member's presence. */
    async partnersOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({
          // Null once the other deleted their account (no one to tell).
          other: sql<
            string | null
          >`case when ${matches.user1Id} = ${userId} then ${matches.user2Id} else ${matches.user1Id} end`,
        })
        .from(matches)
        .where(
          and(
            eq(matches.status, "active"),
            or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)),
            notBlockedBetween(matches.user1Id, matches.user2Id),
          ),
        );
      return rows.flatMap((row) => (row.other === null ? [] : [row.other]));
    },
    /**
     * The other member of an active, unblocked match this member is in; undefined otherwise, and when
     * that member deleted their account.
     */
    async otherMember(userId: string, matchId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ user1Id: matches.user1Id, user2Id: matches.user2Id })
        .from(matches)
        .where(
          and(
            eq(matches.id, matchId),
            eq(matches.status, "active"),
            or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)),
            notBlockedBetween(matches.user1Id, matches.user2Id),
          ),
        );
      if (!row) return undefined;
      return (row.user1Id === userId ? row.user2Id : row.user1Id) ?? undefined;
    },
    /** Which of these sessions still exist and have not expired (sign-out, reset and bans delete them). */
    async liveSessions(sessionIds: string[]): Promise<Set<string>> {
      if (sessionIds.length === 0) return new Set();
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, sessionIds), sql`${sessions.expiresAt} > now()`));
      return new Set(rows.map((row) => row.id));
    },
  };
}
export type RealtimeRepository = ReturnType<typeof createRealtimeRepository>;
