import { and, eq, gte, or, sql } from "drizzle-orm";
import { NEW_MATCH_DAYS, type DashboardStats } from "@kindred/contracts";
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema";
import type { AuthVariables } from "../auth/session.middleware";


/** The dashboard's figures, all counted from real rows. */
export function dashboardRoutes(
  db: Db,
  counts: { unreadMessagesOf: (userId: string) => Promise<number>; pendingLikesOf: (userId: string) => Promise<number> },
) {
  return new Hono<{ Variables: AuthVariables }>().get("/stats", async (c) => {
    const me = c.get("user").id;
    const mine = or(eq(matches.user1Id, me), eq(matches.user2Id, me));
    const active = and(mine, eq(matches.status, "active"));
    const since = sql`now() - make_interval(days => ${NEW_MATCH_DAYS})`;
    const [totalMatches, newMatches, newLikes, unreadMessages] = await Promise.all([
      db.$count(matches, active),
      db.$count(matches, and(active, gte(matches.matchedAt, since))),
      // The same counts as the Messages tab's badges: nothing from across a block.
      counts.pendingLikesOf(me),
      counts.unreadMessagesOf(me),
    ]);
    c.header("Cache-Control", "no-store");
    const stats: DashboardStats = { totalMatches, newMatches, newLikes, unreadMessages };
    return c.json(stats);
  });
}
