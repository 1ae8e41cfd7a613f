import type { AppealStatus, GuidelineId, NoticeKind } from "@kindred/contracts";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { moderationActions } from "../admin/admin.schema";
import { users } from "../auth/auth.schema";

/**
 * Statements of reasons: one per moderation decision that affects a member (and one per appeal
 * outcome), what the member reads in the app until they acknowledge it, and what their mail said.
 */
export const moderationNotices = pgTable(
  "moderation_notices",
  {
    id: uuid("id")
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The audit row of the decision this explains. */
    actionId: uuid("action_id")
      .notNull()
      .references(() => moderationActions.id),
    kind: text("kind").$type<NoticeKind>().notNull(),
    decision: text("decision").notNull(),
    ruleId: text("rule_id").$type<GuidelineId>().notNull(),
    facts: text("facts").notNull(),
    until: at("until"),
    createdAt: at("created_at").defaultNow().notNull(),
    acknowledgedAt: at("acknowledged_at"),
  },
  (table) => [
    index("moderation_notices_user_idx").on(table.userId, table.createdAt),
    index("moderation_notices_action_idx").on(table.actionId),
    check(
      "moderation_notices_kind",
      sql`${table.kind} in ('warning', 'photo_removed', 'suspension', 'ban', 'appeal_decision', 'verification_revoked')`,
    ),
  ],
);

/** One appeal per decision (the unique notice), decided once by an admin. */
export const appeals = pgTable(
  "appeals",
  {
    id: uuid("id")
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    noticeId: uuid("notice_id")
      .notNull()
      .references(() => moderationNotices.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    status: text("status").$type<AppealStatus>().notNull().default("pending"),
    createdAt: at("created_at").defaultNow().notNull(),
    decidedBy: uuid("decided_by"),
    decidedAt: at("decided_at"),
    note: text("note"),
  },
  (table) => [
    uniqueIndex("appeals_notice_idx").on(table.noticeId),
    index("appeals_status_created_idx").on(table.status, table.createdAt),
    index("appeals_user_idx").on(table.userId),
    check("appeals_status", sql`${table.status} in ('pending', 'upheld', 'overturned')`),
  ],
);
