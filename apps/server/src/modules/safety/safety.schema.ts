import type { ReportCategory, ReportKind, ReportSnapshot, ReportStatus } from "@kindred/contracts";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
 * reported thing (profile and review = user id, photo = photo id, conversation = match id);
 * `reported_user_id` is whom it is about. One open report per reporter per member: a repeat updates it
 * and adds its snapshot to `evidence`, a list of what was reported as it was then (profile fields,
 * messages, reviews with their authors, copies of photos in the blob store under `report_evidence/`),
 * so a later edit or deletion cannot erase it.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id")
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    // Null once that account is deleted: the report stays for the audit trail and the transparency report.
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reportedUserId: uuid("reported_user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<ReportKind>().notNull(),
    targetId: text("target_id").notNull(),
    category: text("category").$type<ReportCategory>().notNull().default("other"),
    reason: text("reason").notNull(),
    evidence: jsonb("evidence")
      .$type<ReportSnapshot[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text("status").$type<ReportStatus>().notNull().default("pending"),
    createdAt: at("created_at").defaultNow().notNull(),
    updatedAt: at("updated_at").defaultNow().notNull(),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: at("reviewed_at"),
  },
  (table) => [
    index("reports_status_created_idx").on(table.status, table.createdAt),
    index("reports_reporter_idx").on(table.reporterId, table.createdAt),
    uniqueIndex("reports_open_per_subject_idx")
      .on(table.reporterId, table.reportedUserId)
      .where(sql`${table.status} = 'pending'`),
    index("reports_reported_user_idx").on(table.reportedUserId),
    index("reports_reviewed_by_idx").on(table.reviewedBy),
    check("reports_kind", sql`${table.kind} in ('profile', 'photo', 'conversation', 'review')`),
    check(
      "reports_category",
      sql`${table.category} in ('harassment', 'fake_profile', 'scam_spam', 'underage', 'inappropriate_photos', 'hate_threats', 'other')`,
    ),
    check("reports_status", sql`${table.status} in ('pending', 'reviewed', 'approved', 'rejected')`),
  ],
);
