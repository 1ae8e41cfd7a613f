/** The first retry waits about this long; each failed attempt doubles it. */
export const RECONNECT_BASE_MS = 500;
/** Never wait longer than this between attempts, so a member back online is live again soon. */
export const RECONNECT_MAX_MS = 15_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 = the first retry): exponential back-off
 * with "equal jitter" (half the step fixed, half random). The jitter spreads a server restart's
 * thousands of reconnecting tabs over time instead of having them all knock at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + random() * (step / 2));
}
