import { z } from "zod";
import { GUIDELINE_IDS } from "./guidelines";

/** Account actions and report decisions of the admin panel, and the audit log that records them. */

/** The lengths a suspension may have, in days (the photo dialog's choices; the Accounts tab uses 7). */
export const SUSPENSION_DAYS = [1, 3, 7, 14, 30] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];
export const MODERATION_REASON_MAX_LENGTH = 1000;
export const ADMIN_AUDIT_PAGE_SIZE = 50;

const reason = z
  .string("Please give a reason.")
  .trim()
  .min(1, "Please give a reason.")
  .max(MODERATION_REASON_MAX_LENGTH, `Keep the reason under ${MODERATION_REASON_MAX_LENGTH} characters.`);

/** Every action that affects a member cites the community guideline it enforces (the statement of reasons). */
const rule = z.enum(GUIDELINE_IDS, "Choose the guideline this enforces.");
/** The report an action answers, if any: that report is decided in the same transaction. */
const reportId = z.uuid("That isn't a valid report ID.").optional();

/** `POST /api/admin/members/:userId/ban`. `reason` is the facts the member is told. */
export const BanInputSchema = z.object({ reason, rule, reportId });
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
  rule,
  reportId,
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
  /**
   * 'rejected' on a photo report removes the photo (deleted from storage) and tells its owner why; the
   * rule cited defaults to the one for the report's category.
   */
  rule: rule.optional(),
});
export type ReportDecisionInput = z.infer<typeof ReportDecisionInputSchema>;
export const ReportDecisionSchema = z.object({
  id: z.string(),
  status: z.enum(REPORT_DECISIONS),
  reviewedBy: z.string(),
  reviewedAt: z.string(),
});
export type ReportDecisionResult = z.infer<typeof ReportDecisionSchema>;

export const MODERATION_ACTION_KINDS = [
  "ban",
  "suspend",
  "reinstate",
  "decide_report",
  "warn",
  "remove_photo",
  "delete_account",
  "read_conversation",
  "decide_appeal",
  "approve_photo",
  "revoke_verification",
] as const;
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
  /** Names for the log view: the admin's and the member's first names (null once an account is gone). */
  adminName: z.string().nullable(),
  subjectName: z.string().nullable(),
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
  notVerified: "This member isn't verified.",
  verificationRevoked: "Verification badge removed",
  verificationRevokeFailed: "Failed to remove the verification badge",
} as const;

const untilFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
/** A time as sign-in refusals and statements of reasons write it ("3 March 2026 at 14:05"; the caller adds "UTC"). */
export const formatUtcTime = (time: Date): string => untilFormat.format(time);

/** What sign-in answers a banned or suspended member (ACCOUNT_BANNED). */
export const ACCOUNT_BANNED_TEXT = {
  banned: "This account has been banned. Contact support if you think this is a mistake.",
  suspendedUntil: (until: Date) =>
    `This account is suspended until ${untilFormat.format(until)} UTC. Contact support if you think this is a mistake.`,
} as const;

/** `POST /api/admin/members/:userId/warn`: the message is what the member reads (the facts). */
export const WarnInputSchema = z.object({
  message: z
    .string("Please write the warning.")
    .trim()
    .min(1, "Please write the warning.")
    .max(MODERATION_REASON_MAX_LENGTH, `Keep the warning under ${MODERATION_REASON_MAX_LENGTH} characters.`),
  rule,
  reportId,
});
export type WarnInput = z.infer<typeof WarnInputSchema>;

/**
 * `DELETE /api/admin/members/:userId`: the account, profile, photos and files go; messages the member
 * sent stay with the other members, shown as from a deleted member. The member is told by mail.
 */
export const DeleteMemberInputSchema = z.object({ reason, rule });
export type DeleteMemberInput = z.infer<typeof DeleteMemberInputSchema>;

/** The Photos tab's three dialogs (spec: reject deletes the photo; suspend rejects then suspends; warn only tells). */
export const PHOTO_MODERATIONS = ["reject", "suspend", "warn"] as const;
export type PhotoModeration = (typeof PHOTO_MODERATIONS)[number];
export const DEFAULT_PHOTO_SUSPENSION_DAYS = 3;
export const PhotoModerationInputSchema = z
  .object({
    action: z.enum(PHOTO_MODERATIONS),
    reason,
    rule,
    days: SuspendInputSchema.shape.days.optional(),
    reportId,
  })
  .refine((input) => input.action !== "suspend" || input.days !== undefined, {
    message: "Choose how long the suspension lasts.",
    path: ["days"],
  });
export type PhotoModerationInput = z.infer<typeof PhotoModerationInputSchema>;
export const PhotoModerationResultSchema = z.object({
  photoId: z.string(),
  removed: z.boolean(),
  account: AccountStateSchema.nullable(),
});
export type PhotoModerationResult = z.infer<typeof PhotoModerationResultSchema>;

export const APPEAL_STATUSES = ["pending", "upheld", "overturned"] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_OUTCOMES = ["upheld", "overturned"] as const;

/**
 * `POST /api/admin/appeals/:id/decision`: decided once (409 for the second). Overturning a ban or a
 * suspension still in force lifts it. The member is told, in the app and by mail.
 */
export const AppealDecisionInputSchema = z.object({
  outcome: z.enum(APPEAL_OUTCOMES),
  note: reason,
});
export type AppealDecisionInput = z.infer<typeof AppealDecisionInputSchema>;

/** The panel's words beyond the toasts above: tabs, empty states (the spec's), dialogs. */
export const ADMIN_PANEL_TEXT = {
  title: "Admin Panel",
  accessDenied: "Access denied. You don't have admin privileges.",
  tabs: ["Users", "Flagged", "Photos", "Chats", "Accounts", "Stats"] as const,
  noUsers: "No users found",
  noChats: "No chats found",
  noFlagged: "No flagged profiles found",
  noFlaggedPhotosTitle: "No Flagged Photos",
  noFlaggedPhotosBody: "All photos have been reviewed.",
  noPhotosTitle: "No Photos Found",
  noPhotosBody: "There are no photos in the system.",
  loadUsersFailed: "Failed to load users",
  loadChatsFailed: "Failed to load chat data",
  loadFlaggedFailed: "Failed to load flagged users",
  loadFlaggedPhotosFailed: "Failed to load flagged photos",
  loadPhotosFailed: "Failed to load photos",
  enterUserId: "Please enter a user ID",
  actionFailed: "Failed to perform action",
  photoDeleted: "Photo has been deleted",
  photoApproved: "Photo approved: everyone can see it now",
  photoApproveFailed: "Failed to approve photo",
  /** A held photo's card (issue 31): what it looks like, beside it. */
  looksLike: (owner: string, banned: boolean) => `Looks like ${banned ? "banned member " : ""}${owner}'s photo`,
  bitsApart: (distance: number) => `${distance} of 64 bits apart`,
  photoDeleteFailed: "Failed to delete photo",
  warningSent: "Warning has been sent to user",
  warningFailed: "Failed to send warning",
  /** The warn dialog's suggested text (spec: includes the report reason when there is one). */
  warnDefault: (reportReason?: string | null) =>
    reportReason
      ? `Your photo was reported for: "${reportReason}". Please make sure your photos follow our community guidelines.`
      : "One of your photos may not follow our community guidelines. Please review your photos.",
  conversationClosed: "Only reported conversations can be opened.",
  appealNotFound: "There is no appeal with this ID.",
  appealDecided: "This appeal has already been decided.",
  appealUpheld: "Appeal decided: the decision stands",
  appealOverturned: "Appeal decided: the decision was reversed",
  appealFailed: "Failed to decide the appeal",
  photoNotFound: "There is no photo with this ID.",
  badPhotoId: "That isn't a valid photo ID.",
  photoNotWaiting: "This photo is not waiting for review.",
  badAppealId: "That isn't a valid appeal ID.",
  reportOfAnother: "This report is about another member.",
} as const;

/** `DELETE /api/admin/members/:userId` answers this once the account is gone. */
export const DeletedMemberSchema = z.object({ deleted: z.literal(true), userId: z.string() });
export type DeletedMember = z.infer<typeof DeletedMemberSchema>;

/** What `POST /api/admin/appeals/:id/decision` answers. `reinstated`: a ban or suspension was lifted. */
export const AppealDecisionResultSchema = z.object({
  id: z.string(),
  status: z.enum(APPEAL_OUTCOMES),
  decidedAt: z.string(),
  reinstated: z.boolean(),
});
export type AppealDecisionResult = z.infer<typeof AppealDecisionResultSchema>;
