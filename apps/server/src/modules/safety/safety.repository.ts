import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blocks, matches, profilePhotos, reports, users } from "../../db/schema";

export function createSafetyRepository(db: Db) {
  return {
    async userExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return Boolean(row);
    },
    async block(blockerId: string, blockedId: string) {
      await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },
    async unblock(blockerId: string, blockedId: string): Promise<boolean> {
      const rows = await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .returning({ id: blocks.blockedId });
      return rows.length > 0;
    },
    async blockedByMe(userId: string) {
      return db
        .select({ userId: blocks.blockedId, createdAt: blocks.createdAt })
        .from(blocks)
        .where(eq(blocks.blockerId, userId))
        .orderBy(desc(blocks.createdAt))
        .limit(500);
    },
    /** Any match (pending or active) between the two, for telling their screens the conversation closed. */
    async matchBetween(a: string, b: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: matches.id })
        .from(matches)
        .where(
          or(and(eq(matches.user1Id, a), eq(matches.user2Id, b)), and(eq(matches.user1Id, b), eq(matches.user2Id, a))),
        );
      return row?.id;
    },
    async matchMembers(matchId: string) {
      const [row] = await db
        .select({ user1Id: matches.user1Id, user2Id: matches.user2Id })
        .from(matches)
        .where(eq(matches.id, matchId));
      return row;
    },
    async photoOwner(photoId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: profilePhotos.userId })
        .from(profilePhotos)
        .where(eq(profilePhotos.id, photoId));
      return row?.userId;
    },
    async report(values: typeof reports.$inferInsert) {
      const [row] = await db.insert(reports).values(values).returning({ id: reports.id, createdAt: reports.createdAt });
      return row!;
    },
    /** An open report by this member about the same thing: reporting twice adds nothing. */
    async openReport(reporterId: string, kind: string, targetId: string) {
      const [row] = await db
        .select({ id: reports.id, createdAt: reports.createdAt })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporterId),
            eq(reports.kind, kind),
            eq(reports.targetId, targetId),
            sql`${reports.status} = 'pending'`,
          ),
        );
      return row;
    },
  };
}
export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
