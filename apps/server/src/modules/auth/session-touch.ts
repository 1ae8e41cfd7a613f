import { SESSION_ACTIVE_NOW_MS } from "@kindred/contracts";
import type { Logger } from "../../lib/logger";

/** How stale a session's "last used" may get before a request marks it again. */
export const SESSION_TOUCH_MS = SESSION_ACTIVE_NOW_MS / 5;

/**
 * Keeps sessions' `updated_at` close to their last use for Settings' "Active now" / "Last active",
 * with at most one write per session per SESSION_TOUCH_MS (better-auth writes it only at its daily
 * refresh). Fire-and-forget like the activity tracker: a failed write is logged, the request goes on.
 */
export function createSessionToucher(
  touch: (sessionId: string, at: Date) => Promise<void>,
  log: Pick<Logger, "warn">,
  now: () => Date = () => new Date(),
) {
  // The page's first burst of requests all see the same stale time: one write is enough.
  const inFlight = new Set<string>();
  return (session: { id: string; lastUsedAt: Date }): void => {
    const at = now();
    if (at.getTime() - session.lastUsedAt.getTime() < SESSION_TOUCH_MS || inFlight.has(session.id)) return;
    inFlight.add(session.id);
    touch(session.id, at)
      .catch((error: unknown) => log.warn("session last use not recorded", { error: String(error) }))
      .finally(() => inFlight.delete(session.id));
  };
}
