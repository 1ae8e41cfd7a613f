import { and, eq, gte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema";

export function createDashboardRepository(db: Db) {
  const active = (userId: string) =>
    and(or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)), eq(matches.status, "active"));
  return {
    totalMatches: (userId: string): Promise<number> => db.$count(matches, active(userId)),
    newMatches: (userId: string, days: number): Promise<number> =>
      db.$count(matches, and(active(userId), gte(matches.matchedAt, sql`now() - make_interval(days => ${days})`))),
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
