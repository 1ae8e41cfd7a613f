import { and, desc, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Partial<Omit<typeof profiles.$inferInsert, "id" | "createdAt" | "updatedAt">>;

/** A member others may see: has a profile with a name, is not hidden, is not banned now. */
export const visibleToOthers = and(
  isNotNull(profiles.firstName),
  eq(profiles.hidden, false),
  or(eq(users.banned, false), sql`${users.banned} is null`, sql`${users.banExpires} < now()`),
);

export function createProfilesRepository(db: Db) {
  return {
    async find(id: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
      return row;
    },

    async findVisible(id: string): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select({ profile: profiles })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(eq(profiles.id, id), visibleToOthers));
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

    /** Until discovery ranks candidates, the dashboard lists other visible members, newest first. */
    async listOthers(viewerId: string, limit: number): Promise<ProfileRow[]> {
      const rows = await db
        .select({ profile: profiles })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(ne(profiles.id, viewerId), visibleToOthers))
        .orderBy(desc(profiles.createdAt))
        .limit(limit);
      return rows.map((row) => row.profile);
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
