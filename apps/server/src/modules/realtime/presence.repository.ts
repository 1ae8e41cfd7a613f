import { and, eq, inArray, lt, notInArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client";
import { realtimeConnections } from "../../db/schema";

const heartbeatWithin = (ms: number) =>
  sql`${realtimeConnections.heartbeatAt} > now() - make_interval(secs => ${ms / 1000})`;

/**
 * Whether a member (an SQL expression) has a socket row with a heartbeat in the last `freshMs`: the
 * presence rule `withLiveRows` reads, for a list that answers online in its own statement.
 */
export const hasLiveSocket = (userId: SQLWrapper, freshMs: number): SQL =>
  sql`exists (select 1 from ${realtimeConnections}
    where ${realtimeConnections.userId} = ${userId} and ${heartbeatWithin(freshMs)})`;

/** The rows of open sockets, one per socket on any server process. */
export function createPresenceRepository(db: Db) {
  return {
    async insert(socketId: string, userId: string, processId: string): Promise<void> {
      await db.insert(realtimeConnections).values({ id: socketId, userId, processId });
    },
    async delete(socketId: string): Promise<void> {
      await db.delete(realtimeConnections).where(eq(realtimeConnections.id, socketId));
    },
    /** How many rows the member has, on any process, with a heartbeat in the last `freshMs`. */
    async liveCount(userId: string, freshMs: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(realtimeConnections)
        .where(and(eq(realtimeConnections.userId, userId), heartbeatWithin(freshMs)));
      return row?.n ?? 0;
    },
    async withLiveRows(userIds: string[], freshMs: number): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ userId: realtimeConnections.userId })
        .from(realtimeConnections)
        .where(and(inArray(realtimeConnections.userId, userIds), heartbeatWithin(freshMs)));
      return new Set(rows.map((row) => row.userId));
    },
    /** Records what a socket's tab last said about being on screen. */
    async setVisible(socketId: string, visible: boolean): Promise<void> {
      await db.update(realtimeConnections).set({ visible }).where(eq(realtimeConnections.id, socketId));
    },
    /** Which of these members have a fresh row of a tab that said it is on screen. */
    async withVisibleRows(userIds: string[], freshMs: number): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ userId: realtimeConnections.userId })
        .from(realtimeConnections)
        .where(
          and(
            inArray(realtimeConnections.userId, userIds),
            eq(realtimeConnections.visible, true),
            heartbeatWithin(freshMs),
          ),
        );
      return new Set(rows.map((row) => row.userId));
    },
    async refresh(processId: string, socketIds: string[]): Promise<void> {
      await db
        .update(realtimeConnections)
        .set({ heartbeatAt: sql`now()` })
        .where(and(eq(realtimeConnections.processId, processId), inArray(realtimeConnections.id, socketIds)));
    },
    /** Every row of this process but these sockets' (all of them when `keep` is empty). */
    async deleteAllBut(processId: string, keep: string[]): Promise<void> {
      const mine = eq(realtimeConnections.processId, processId);
      await db
        .delete(realtimeConnections)
        .where(keep.length > 0 ? and(mine, notInArray(realtimeConnections.id, keep)) : mine);
    },
    async deleteOlderThan(ms: number): Promise<void> {
      await db
        .delete(realtimeConnections)
        .where(lt(realtimeConnections.heartbeatAt, sql`now() - make_interval(secs => ${ms / 1000})`));
    },
  };
}
export type PresenceRepository = ReturnType<typeof createPresenceRepository>;
