import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberSettings, profiles, users } from "../../db/schema";
import {
  memberOpenTo,
  memberSettingsOfProfile,
  memberVisibleTo,
  noEndedMatchBetween,
  profileColumnsSeenBy,
} from "../../db/visibility";

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Partial<Omit<typeof profiles.$inferInsert, "id" | "createdAt" | "updatedAt">>;

export function createProfileRepository(db: Db) {
  return {
    async find(id: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
      return row;
    },

    /**
     * The full rows of these members (any order), as this viewer may read them: the few that made a
     * deck or a page of search.
     */
    async findMany(ids: string[], viewerId: string): Promise<ProfileRow[]> {
      return ids.length
        ? db
            .select(profileColumnsSeenBy(viewerId))
            .from(profiles)
            .leftJoin(memberSettings, memberSettingsOfProfile)
            .where(inArray(profiles.id, ids))
        : [];
    },

    /**
     * The member as this viewer may open them: banned or blocked either way is not found, and so is a
     * hidden member, unless the two have an active match.
     */
    async findVisibleTo(id: string, viewerId: string): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select({ profile: profileColumnsSeenBy(viewerId) })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .leftJoin(memberSettings, memberSettingsOfProfile)
        .where(and(eq(profiles.id, id), memberOpenTo(viewerId)));
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
        .select({ profile: profileColumnsSeenBy(viewerId) })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .leftJoin(memberSettings, memberSettingsOfProfile)
        .where(and(ne(profiles.id, viewerId), memberVisibleTo(viewerId), noEndedMatchBetween(profiles.id, viewerId)))
        .orderBy(desc(profiles.createdAt))
        .limit(limit);
      return rows.map((row) => row.profile);
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
