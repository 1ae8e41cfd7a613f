import type { Logger } from "../../lib/logger";

/** Today's UTC date as YYYY-MM-DD, the day a member's activity counts for. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records that a signed-in member used the app today, at most once per member per day in this process,
 * so the session check costs no extra query after a member's first request of the day. Fire-and-forget:
 * a failed write is logged and retried on the member's next request, never failing the request itself.
 */
export function createActivityTracker(
  recordDay: (userId: string, day: string) => Promise<void>,
  log: Pick<Logger, "warn">,
  now: () => Date = () => new Date(),
) {
  let today = "";
  // The day's bounds, so that most calls compare two numbers rather than format a date.
  let dayStart = 0;
  let dayEnd = 0;
  // Only today's members: cleared when the day turns, so the set never outgrows one day's members.
  const seenToday = new Set<string>();
  return {
    seen(userId: string): void {
      const at = now().getTime();
      if (at < dayStart || at >= dayEnd) {
        today = utcDay(new Date(at));
        dayStart = Date.parse(today);
        dayEnd = dayStart + DAY_MS;
        seenToday.clear();
      }
      const day = today;
      if (seenToday.has(userId)) return;
      seenToday.add(userId);
      recordDay(userId, day).catch((error: unknown) => {
        if (today === day) seenToday.delete(userId);
        log.warn("member activity not recorded", { userId, day, error: String(error) });
      });
    },
  };
}
export type ActivityTracker = ReturnType<typeof createActivityTracker>;
