import { z } from "zod";

/** Account actions and report decisions of the admin panel, and the audit log that records them. */

/** The lengths a suspension may have, in days (the photo dialog's choices; the Accounts tab uses 7). */
export const SUSPENSION_DAYS = [1, 3, 7, 14, 30] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];
export const MODERATION_REASON_MAX_LENGTH = 1000;
export const ADMIN_AUDIT_PAGE_SIZE = 50;

const reason = z
  .string()
  .trim()
  .min(1, "Please give a reason.")
  .max(MODERATION_REASON_MAX_LENGTH, `Keep the reason under ${MODERATION_REASON_MAX_LENGTH} characters.`);

/** `POST /api/admin/members/:userId/ban`. */
export const BanInputSchema = z.object({ reason });
export type BanInput = z.infer<typeof BanInputSchema>;

/** `POST /api/admin/members/:userId/suspend`: banned until now + days. */
export const SuspendInputSchema = z.object({
  days: z
    .number()
    .int()
    .refine((days) => (SUSPENSION_DAYS as readonly number[]).includes(days), {
      message: `A suspension lasts ${SUSPENSION_DAYS.join(", ")} days.`,
    }),
  reason,
});
export type SuspendInput = z.infer<typeof SuspendInputSchema>;

/** What ban, suspend and reinstate answer: the member's account state afterwards. */
export const AccountStateSchema = z.object({
  userId: z.string(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  /** ISO time a suspension ends; null for a ban (or no ban). */
  banExpires: z.string().nullable(),
});
export type AccountState = z.infer<typeof AccountStateSchema>;

export const REPORT_DECISIONS = ["reviewed", "approved", "rejected"] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** `POST /api/admin/reports/:id/decision`: a pending report is decided once. */
export const ReportDecisionInputSchema = z.object({
  status: z.enum(REPORT_DECISIONS),
  note: z.string().trim().max(MODERATION_REASON_MAX_LENGTH).optional(),
});
export type ReportDecisionInput = z.infer<typeof ReportDecisionInputSchema>;
export const ReportDecisionSchema = z.object({
  id: z.string(),
  status: z.enum(REPORT_DECISIONS),
  reviewedBy: z.string(),
  reviewedAt: z.string(),
});
export type ReportDecisionResult = z.infer<typeof ReportDecisionSchema>;

export const MODERATION_ACTION_KINDS = ["ban", "suspend", "reinstate", "decide_report"] as const;
export type ModerationActionKind = (typeof MODERATION_ACTION_KINDS)[number];

/** `GET /api/admin/audit?adminId=&userId=&page=`: the log, newest first. */
export const AdminAuditQuerySchema = z.object({
  adminId: z.uuid().optional(),
  userId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const ModerationActionSchema = z.object({
  id: z.string(),
  adminId: z.string(),
  action: z.enum(MODERATION_ACTION_KINDS),
  subjectUserId: z.string().nullable(),
  reportId: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ModerationAction = z.infer<typeof ModerationActionSchema>;
export const AdminAuditSchema = z.object({
  actions: z.array(ModerationActionSchema),
  page: z.number(),
  hasMore: z.boolean(),
});
export type AdminAudit = z.infer<typeof AdminAuditSchema>;

const plural = (days: number) => (days === 1 ? "1 day" : `${days} days`);

/** The admin panel's toasts (the spec's words where it has them) and the API's refusals. */
export const ADMIN_ACTION_TEXT = {
  banned: "User has been permanently banned",
  suspended: (days: number) => `User has been suspended for ${plural(days)}`,
  reinstated: "User has been reinstated",
  deleted: "User account has been deleted",
  banFailed: "Failed to ban user",
  suspendFailed: "Failed to suspend user",
  reinstateFailed: "Failed to reinstate user",
  deleteFailed: "Failed to delete account",
  flagReviewed: "Flag marked as reviewed",
  flagFailed: "Failed to update flag status",
  userBannedFromFlag: "User banned successfully",
  photoApproved: "Photo approved",
  photoApproveFailed: "Failed to approve photo",
  photoRejected: "Photo rejected",
  photoRejectFailed: "Failed to reject photo",
  badMemberId: "That isn't a valid member ID.",
  memberNotFound: "There is no member with this ID.",
  notYourself: "You can't take this action on your own account.",
  notAnAdmin: "Admins can't be banned or suspended. Revoke their admin role first.",
  notBanned: "This member isn't banned or suspended.",
  badReportId: "That isn't a valid report ID.",
  reportNotFound: "There is no report with this ID.",
  alreadyDecided: "This report has already been decided.",
} as const;

const untilFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/** What sign-in answers a banned or suspended member (ACCOUNT_BANNED). */
export const ACCOUNT_BANNED_TEXT = {
  banned: "This account has been banned. Contact support if you think this is a mistake.",
  suspendedUntil: (until: Date) =>
    `This account is suspended until ${untilFormat.format(until)} UTC. Contact support if you think this is a mistake.`,
} as const;
