import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";

/** Fixed-window counters for our own limits (sign-in failures per email, likes, first messages, reports). */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").primaryKey(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
  count: integer("count").notNull(),
});
