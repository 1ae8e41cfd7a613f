import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";

/** A block hides both members from each other everywhere and stops messages. */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: at("created_at").defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index("blocks_blocked_idx").on(table.blockedId),
  ],
);

/**
 * What members report for moderators: a profile, a photo, a conversation or a review. `target_id` is the
 * reported thing (profile = user id, conversation = match id); `reported_user_id` is whom it is about.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id")
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reportedUserId: uuid("reported_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: at("created_at").defaultNow().notNull(),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: at("reviewed_at"),
  },
  (table) => [
    index("reports_status_created_idx").on(table.status, table.createdAt),
    index("reports_reporter_idx").on(table.reporterId, table.createdAt),
    index("reports_reported_user_idx").on(table.reportedUserId),
    index("reports_reviewed_by_idx").on(table.reviewedBy),
    check("reports_kind", sql`${table.kind} in ('profile', 'photo', 'conversation', 'review')`),
    check("reports_status", sql`${table.status} in ('pending', 'reviewed', 'approved', 'rejected')`),
  ],
);
