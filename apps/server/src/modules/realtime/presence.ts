import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { realtimeConnections } from "../../db/schema";

/** A process refreshes its sockets' rows this often; a row older than STALE_MS belongs to a dead process. */
export const HEARTBEAT_MS = 20_000;
export const STALE_MS = 60_000;

const fresh = sql`${realtimeConnections.heartbeatAt} > now() - make_interval(secs => ${STALE_MS / 1000})`;

/**
 * Presence across every server process: one row per open socket. A member is online while a fresh
 * row exists anywhere, so a member with two tabs on two processes stays online until both close.
 */
export function createPresence(db: Db, processId = randomUUID()) {
  async function liveCount(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(realtimeConnections)
      .where(and(eq(realtimeConnections.userId, userId), fresh));
    return row?.n ?? 0;
  }

  return {
    processId,
    /** Records an open socket; true when it is the member's only one (they just came online). */
    async connected(socketId: string, userId: string): Promise<boolean> {
      await db.insert(realtimeConnections).values({ id: socketId, userId, processId });
      return (await liveCount(userId)) === 1;
    },
    /** Forgets a closed socket; true when the member has no socket left anywhere (now offline). */
    async disconnected(socketId: string, userId: string): Promise<boolean> {
      await db.delete(realtimeConnections).where(eq(realtimeConnections.id, socketId));
      return (await liveCount(userId)) === 0;
    },
    async onlineAmong(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: realtimeConnections.userId })
        .from(realtimeConnections)
        .where(and(inArray(realtimeConnections.userId, userIds), fresh));
      return new Set(rows.map((row) => row.userId));
    },
    /**
     * Keeps the rows of the sockets this process holds fresh, drops any other row of this process (a
     * socket that closed while its row was being written) and clears rows left by processes that died.
     * `live` is asked again just before the drop: a socket that opened since the tick began is then
     * in the list (the hub records a socket before its row is written), so its new row is kept.
     */
    async heartbeat(live: () => string[]): Promise<void> {
      const mine = eq(realtimeConnections.processId, processId);
      const refreshed = live();
      if (refreshed.length > 0) {
        await db
          .update(realtimeConnections)
          .set({ heartbeatAt: sql`now()` })
          .where(and(mine, inArray(realtimeConnections.id, refreshed)));
      }
      const current = live();
      await db
        .delete(realtimeConnections)
        .where(current.length > 0 ? and(mine, notInArray(realtimeConnections.id, current)) : mine);
      await db
        .delete(realtimeConnections)
        .where(lt(realtimeConnections.heartbeatAt, sql`now() - make_interval(secs => ${(STALE_MS * 2) / 1000})`));
    },
    /** On shutdown: this process's sockets are gone. */
    async forgetProcess(): Promise<void> {
      await db.delete(realtimeConnections).where(eq(realtimeConnections.processId, processId));
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
