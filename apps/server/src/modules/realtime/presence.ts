import { randomUUID } from "node:crypto";
import type { PresenceRepository } from "./presence.repository";

/** A process refreshes its sockets' rows this often; a row older than STALE_MS belongs to a dead process. */
export const HEARTBEAT_MS = 20_000;
export const STALE_MS = 60_000;

/**
 * Presence across every server process: one row per open socket. A member is online while a fresh
 * row exists anywhere, so a member with two tabs on two processes stays online until both close.
 */
export function createPresence(repo: PresenceRepository, processId = randomUUID()) {
  return {
    processId,
    /** Records an open socket; true when it is the member's only one (they just came online). */
    async connected(socketId: string, userId: string): Promise<boolean> {
      await repo.insert(socketId, userId, processId);
      return (await repo.liveCount(userId, STALE_MS)) === 1;
    },
    /** Forgets a closed socket; true when the member has no socket left anywhere (now offline). */
    async disconnected(socketId: string, userId: string): Promise<boolean> {
      await repo.delete(socketId);
      return (await repo.liveCount(userId, STALE_MS)) === 0;
    },
    async onlineAmong(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      return repo.withLiveRows(userIds, STALE_MS);
    },
    /**
     * A socket's tab is on screen or not (its `visibility` frames). A socket counts as hidden until
     * it says otherwise: a tab opened in the background, or a client too old to say, must not hold
     * back a push; the web app says so on every open, so the doubt lasts one frame.
     */
    async setVisible(socketId: string, visible: boolean): Promise<void> {
      await repo.setVisible(socketId, visible);
    },
    /** Members with the app on screen somewhere, on any process: pushes wait for them. */
    async visibleAmong(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      return repo.withVisibleRows(userIds, STALE_MS);
    },
    /**
     * Keeps the rows of the sockets this process holds fresh, drops any other row of this process (a
     * socket that closed while its row was being written) and clears rows left by processes that died.
     * `live` is asked again just before the drop: a socket that opened since the tick began is then
     * in the list (the hub records a socket before its row is written), so its new row is kept.
     */
    async heartbeat(live: () => string[]): Promise<void> {
      const refreshed = live();
      if (refreshed.length > 0) await repo.refresh(processId, refreshed);
      await repo.deleteAllBut(processId, live());
      await repo.deleteOlderThan(STALE_MS * 2);
    },
    /** On shutdown: this process's sockets are gone. */
    async forgetProcess(): Promise<void> {
      await repo.deleteAllBut(processId, []);
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
