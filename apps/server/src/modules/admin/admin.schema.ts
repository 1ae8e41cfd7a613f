import type { ModerationActionKind } from "@kindred/contracts";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";
import { reports } from "../safety/safety.schema";

/**
 * The moderation audit log: who did what, to whom, why and when. Append-only: the code has no update
 * or delete path, and a trigger (migration 0010) refuses UPDATE and DELETE, except the foreign keys'
 * own SET NULL when a member or a report is deleted. `admin_id` has no foreign key on purpose: who
 * acted must outlive the admin's account.
 */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: uuid("id")
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    adminId: uuid("admin_id").notNull(),
    action: text("action").$type<ModerationActionKind>().notNull(),
    subjectUserId: uuid("subject_user_id").references(() => users.id, { onDelete: "set null" }),
    reportId: uuid("report_id").references(() => reports.id, { onDelete: "set null" }),
    reason: text("reason"),
    details: jsonb("details")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: at("created_at").defaultNow().notNull(),
  },
  (table) => [
    index("moderation_actions_created_idx").on(table.createdAt, table.id),
    index("moderation_actions_admin_idx").on(table.adminId, table.createdAt),
    index("moderation_actions_subject_idx").on(table.subjectUserId, table.createdAt),
    index("moderation_actions_report_idx").on(table.reportId),
    check(
      "moderation_actions_action",
      sql`${table.action} in ('ban', 'suspend', 'reinstate', 'decide_report', 'warn', 'remove_photo', 'delete_account', 'read_conversation', 'decide_appeal', 'approve_photo', 'revoke_verification')`,
    ),
  ],
);
