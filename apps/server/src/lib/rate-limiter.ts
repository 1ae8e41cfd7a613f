import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";

export type Limit = { windowSeconds: number; max: number };
export type LimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Fixed-window counters in PostgreSQL, so every server process shares them. One atomic upsert per
 * hit: two processes counting the same key at once both see the right total.
 */
export function createRateLimiter(db: Db, scale = 1) {
  const windowOf = (limit: Limit, now: number) => Math.floor(now / (limit.windowSeconds * 1000));
  const retryAfter = (limit: Limit, window: number, now: number) =>
    Math.max(1, Math.ceil(((window + 1) * limit.windowSeconds * 1000 - now) / 1000));
  const maxOf = (limit: Limit) => Math.max(1, Math.round(limit.max * scale));

  return {
    /** Counts one event and says whether it is within the limit. */
    async hit(key: string, limit: Limit): Promise<LimitResult> {
      const now = Date.now();
      const window = windowOf(limit, now);
      const rows = await queryRows<{ count: number }>(db, sql`
        insert into rate_limit_buckets (key, window_start, count) values (${key}, ${window}, 1)
        on conflict (key) do update set
          count = case when rate_limit_buckets.window_start = excluded.window_start
                       then rate_limit_buckets.count + 1 else 1 end,
          window_start = excluded.window_start
        returning count`);
      const count = Number(rows[0]?.count ?? 1);
      return { allowed: count <= maxOf(limit), count, retryAfterSeconds: retryAfter(limit, window, now) };
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
      return { allowed: count < maxOf(limit), count, retryAfterSeconds: retryAfter(limit, window, now) };
    },
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limit_buckets where key = ${key}`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
