import { and, desc, eq, gt, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, verifications } from "../../db/schema";

// The sessions table has no column for a place; a proxy's country is kept beside it in better-auth's
// key-value table, under the session's id, expiring with the session's absolute lifetime.
const placeKey = (sessionId: string) => `session-place:${sessionId}`;

/** A member's sessions as Settings > Security lists and ends them. Tokens never leave this file. */
export function createSessionsRepository(db: Db) {
  const forgetPlaces = async (sessionIds: string[]) => {
    if (sessionIds.length === 0) return;
    await db.delete(verifications).where(inArray(verifications.identifier, sessionIds.map(placeKey)));
  };
  return {
    /** The member's unexpired sessions, most recently used first, with the country each signed in from. */
    async live(userId: string, now: Date) {
      const rows = await db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.updatedAt));
      if (rows.length === 0) return [];
      const places = await db
        .select({ identifier: verifications.identifier, value: verifications.value })
        .from(verifications)
        .where(
          inArray(
            verifications.identifier,
            rows.map((row) => placeKey(row.id)),
          ),
        );
      const countryOf = new Map(places.map((place) => [place.identifier, place.value]));
      return rows.map((row) => ({ ...row, country: countryOf.get(placeKey(row.id)) ?? null }));
    },

    /** Ends one of the member's sessions; false when the member has no session with that id. */
    async deleteOwn(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      await forgetPlaces(deleted.map((row) => row.id));
      return deleted.length > 0;
    },

    /** Ends every session of the member but `keepId`; answers the ended sessions' ids. */
    async deleteOthers(userId: string, keepId: string): Promise<string[]> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
        .returning({ id: sessions.id });
      const ids = deleted.map((row) => row.id);
      await forgetPlaces(ids);
      return ids;
    },

    /** Marks a session used now (Settings' "last active"); better-auth itself only writes it once a day. */
    async touch(sessionId: string, at: Date): Promise<void> {
      await db.update(sessions).set({ updatedAt: at }).where(eq(sessions.id, sessionId));
    },

    async rememberPlace(sessionId: string, country: string, expiresAt: Date): Promise<void> {
      await db.insert(verifications).values({ identifier: placeKey(sessionId), value: country, expiresAt });
    },

    /** A session ended elsewhere (sign-out, better-auth's own revocations): its place goes with it. */
    forgetPlaces,
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
