import { sql } from "drizzle-orm";
import { preparedStatement, queryRows, type Db } from "../db/client";

export type Limit = { windowSeconds: number; max: number };
/** `max`: the limit as this server applies it (RATE_LIMIT_SCALE scales every limit). */
export type LimitResult = { allowed: boolean; count: number; max: number; retryAfterSeconds: number };
/** One hit's parameters, for a statement that counts the hit in its own write (see hitSql). */
export type LimitWindow = { key: string; window: number; max: number; result: (count: number) => LimitResult };

/**
 * Counts one hit on key $1 in window $2 and returns the window's count. Fixed-window counters in
 * PostgreSQL, so every server process shares them; one atomic upsert, so two processes counting the
 * same key at once both see the right total. A hot write can count in its own statement by giving a
 * `from` clause that says when the hit counts (no row, no hit).
 */
export const hitSql = (from = "") => `insert into rate_limit_buckets (key, window_start, count)
  select $1::text, $2::bigint, 1 ${from}
  on conflict (key) do update set
    count = case when rate_limit_buckets.window_start = excluded.window_start
                 then rate_limit_buckets.count + 1 else 1 end,
    window_start = excluded.window_start
  returning count`;

export function createRateLimiter(db: Db, scale = 1) {
  const hitStatement = preparedStatement<{ count: number }>(db, "rate_limit_hit", hitSql());
  const windowOf = (limit: Limit, now: number) => Math.floor(now / (limit.windowSeconds * 1000));
  const retryAfter = (limit: Limit, window: number, now: number) =>
    Math.max(1, Math.ceil(((window + 1) * limit.windowSeconds * 1000 - now) / 1000));
  const maxOf = (limit: Limit) => Math.max(1, Math.round(limit.max * scale));

  /** The window a hit now falls in, and how to read a count in it. */
  function windowFor(key: string, limit: Limit): LimitWindow {
    const now = Date.now();
    const window = windowOf(limit, now);
    const max = maxOf(limit);
    return {
      key,
      window,
      max,
      result: (count) => ({ allowed: count <= max, count, max, retryAfterSeconds: retryAfter(limit, window, now) }),
    };
  }

  return {
    windowFor,
    /** Counts one event and says whether it is within the limit. */
    async hit(key: string, limit: Limit): Promise<LimitResult> {
      const hit = windowFor(key, limit);
      const [row] = await hitStatement([hit.key, hit.window]);
      return hit.result(Number(row?.count ?? 1));
    },
    /** Reads the current count without counting. */
    async peek(key: string, limit: Limit): Promise<LimitResult> {
      const now = Date.now();
      const window = windowOf(limit, now);
      const rows = await queryRows<{ count: number }>(
        db,
        sql`select count from rate_limit_buckets where key = ${key} and window_start = ${window}`,
      );
      const count = Number(rows[0]?.count ?? 0);
      const max = maxOf(limit);
      return { allowed: count < max, count, max, retryAfterSeconds: retryAfter(limit, window, now) };
    },
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limit_buckets where key = ${key}`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
