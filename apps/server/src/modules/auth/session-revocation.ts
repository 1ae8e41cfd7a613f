import type { Logger } from "../../lib/logger";
import type { EventBus } from "../realtime/event-bus";
import type { SessionCache } from "./session-cache";

/**
 * The one rule that keeps the session cache honest: whoever ends a session, or changes what one
 * carries, publishes it on the bus, and every process's cache listens here. The bus hands the event to
 * this process's listeners before the publisher's call returns (and to other processes by NOTIFY), so
 * the request after a revocation already misses the cache. Who publishes: better-auth's own session
 * deletes and user updates (its database hooks, `auth.ts`: sign-out, password change and reset,
 * two-factor on and off, the absolute lifetime), Settings > Security (`sessions.service.ts`), bans and
 * suspensions (`admin/moderation.service.ts`), account deletion (`accounts.service.ts`) and role
 * changes (`admin/admin.service.ts`).
 */
export function dropRevokedSessions(bus: EventBus, cache: SessionCache): () => void {
  return bus.subscribe(({ to, event }) => {
    if (event.type === "sessions.ended" || event.type === "sessions.changed") cache.forget(to, event.sessionIds);
  });
}

/**
 * Publishes that these sessions ended (all the member's without `sessionIds`): caches drop them and
 * their sockets close on every process. A failed NOTIFY is logged: this process has dropped them already,
 * other processes' copies expire within seconds and their heartbeat closes the sockets.
 */
export function publishSessionsEnded(
  bus: Pick<EventBus, "publish">,
  log: Pick<Logger, "warn">,
  userId: string,
  sessionIds?: string[],
): Promise<void> {
  return bus
    .publish([userId], { type: "sessions.ended", ...(sessionIds ? { sessionIds } : {}) })
    .catch((error: unknown) => log.warn("sessions.ended not published", { userId, error: String(error) }));
}

/** Publishes that what these members' sessions carry changed (role, address, its verification, expiry). */
export function publishSessionsChanged(
  bus: Pick<EventBus, "publish">,
  log: Pick<Logger, "warn">,
  userIds: string[],
  sessionIds?: string[],
): Promise<void> {
  if (userIds.length === 0) return Promise.resolve();
  return bus
    .publish(userIds, { type: "sessions.changed", ...(sessionIds ? { sessionIds } : {}) })
    .catch((error: unknown) => log.warn("sessions.changed not published", { error: String(error) }));
}
