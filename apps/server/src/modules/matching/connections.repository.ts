import type { Connection } from "@kindred/contracts";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema";
import { endedMatchBetween } from "../../db/visibility";

/** Where a viewer stands with other members (the deck's card, search results). */
export function createConnectionsRepository(db: Db) {
  return {
    /** My connection with each of these members, in one query. */
    async between(viewerId: string, ids: string[]): Promise<Map<string, Connection>> {
      const result = new Map<string, Connection>(ids.map((id) => [id, { status: "none", matchId: null }]));
      if (ids.length === 0) return result;
      const rows = await db
        .select()
        .from(matches)
        .where(
          or(
            and(eq(matches.user1Id, viewerId), inArray(matches.user2Id, ids)),
            and(eq(matches.user2Id, viewerId), inArray(matches.user1Id, ids)),
          ),
        );
      for (const row of rows) {
        // An unmatch leaves no connection: neither liked nor liked-you, and no match to open.
        if (row.status === "ended") continue;
        const other = row.user1Id === viewerId ? row.user2Id : row.user1Id;
        // (The query asked for these ids, so never null here; a deleted member is no connection.)
        if (other === null) continue;
        const status = row.status === "active" ? "matched" : row.user1Id === viewerId ? "liked" : "likedYou";
        result.set(other, { status, matchId: row.id });
      }
      return result;
    },

    /** Whether the two unmatched: then neither is a potential match for the other again. */
    async ended(a: string, b: string): Promise<boolean> {
      const [row] = await db.select({ ended: endedMatchBetween(a, b).mapWith(Boolean) }).from(sql`(select 1) as one`);
      return row?.ended ?? false;
    },
  };
}
export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
