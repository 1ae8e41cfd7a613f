import { and, desc, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blocks, matches, profiles, users } from "../../db/schema";

/** Blocks: who blocked whom. */
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
    /**
     * Whom I blocked, newest first, with the first name I knew them by: my own list, so the rules that
     * hide a blocked member everywhere else do not apply to it (a hidden or banned member is listed too).
     */
    async blockedByMe(userId: string) {
      return db
        .select({ userId: blocks.blockedId, firstName: profiles.firstName, createdAt: blocks.createdAt })
        .from(blocks)
        .leftJoin(profiles, eq(profiles.id, blocks.blockedId))
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
  };
}
export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
