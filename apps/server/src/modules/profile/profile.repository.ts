import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";
import { memberVisibleTo, noEndedMatchBetween } from "../../db/visibility";

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Partial<Omit<typeof profiles.$inferInsert, "id" | "createdAt" | "updatedAt">>;

export function createProfileRepository(db: Db) {
  return {
    async find(id: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
      return row;
    },

    /** The full rows of these members (any order): the few that made a deck or a page of search. */
    async findMany(ids: string[]): Promise<ProfileRow[]> {
      return ids.length ? db.select().from(profiles).where(inArray(profiles.id, ids)) : [];
    },

    /** The member as this viewer may see them: hidden, banned or blocked either way is not found. */
    async findVisibleTo(id: string, viewerId: string): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select({ profile: profiles })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(eq(profiles.id, id), memberVisibleTo(viewerId)));
      return row?.profile;
    },

    async upsert(id: string, values: ProfileValues): Promise<ProfileRow> {
      const [row] = await db
        .insert(profiles)
        .values({ id, ...values })
        .onConflictDoUpdate({ target: profiles.id, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    /** Until discovery ranks candidates, the dashboard lists other visible members, newest first (none unmatched). */
    async listOthers(viewerId: string, limit: number): Promise<ProfileRow[]> {
      const rows = await db
        .select({ profile: profiles })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(ne(profiles.id, viewerId), memberVisibleTo(viewerId), noEndedMatchBetween(profiles.id, viewerId)))
        .orderBy(desc(profiles.createdAt))
        .limit(limit);
      return rows.map((row) => row.profile);
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
