import { z } from "zod";
import { GUIDELINE_IDS } from "./guidelines";
import { msg } from "./i18n/msg";

/** Account actions and report decisions of the admin panel, and the audit log that records them. */

/** The lengths a suspension may have, in days (the photo dialog's choices; the Accounts tab uses 7). */
export const SUSPENSION_DAYS = [1, 3, 7, 14, 30] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];
export const MODERATION_REASON_MAX_LENGTH = 1000;
export const ADMIN_AUDIT_PAGE_SIZE = 50;

const reason = z
  .string(msg("Please give a reason."))
  .trim()
  .min(1, msg("Please give a reason."))
  .max(
    MODERATION_REASON_MAX_LENGTH,
    msg("Keep the reason under {max} characters.", { max: MODERATION_REASON_MAX_LENGTH }),
  );

/** Every action that affects a member cites the community guideline it enforces (the statement of reasons). */
const rule = z.enum(GUIDELINE_IDS, msg("Choose the guideline this enforces."));
/** The report an action answers, if any: that report is decided in the same transaction. */
const reportId = z.uuid(msg("That isn't a valid report ID.")).optional();

/** `POST /api/admin/members/:userId/ban`. `reason` is the facts the member is told. */
export const BanInputSchema = z.object({ reason, rule, reportId });
export type BanInput = z.infer<typeof BanInputSchema>;

/** `POST /api/admin/members/:userId/suspend`: banned until now + days. */
export const SuspendInputSchema = z.object({
  days: z
    .number()
    .int()
    .refine((days) => (SUSPENSION_DAYS as readonly number[]).includes(days), {
      message: msg("A suspension lasts {days} days.", { days: SUSPENSION_DAYS.join(", ") }),
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

/** The admin panel's toasts (the spec's words where it has them) and the API's refusals. */
export const ADMIN_ACTION_TEXT = {
  banned: msg("User has been permanently banned"),
  suspended: msg("{days, plural, one {User has been suspended for # day} other {User has been suspended for # days}}"),
  reinstated: msg("User has been reinstated"),
  deleted: msg("User account has been deleted"),
  banFailed: msg("Failed to ban user"),
  suspendFailed: msg("Failed to suspend user"),
  reinstateFailed: msg("Failed to reinstate user"),
  deleteFailed: msg("Failed to delete account"),
  flagReviewed: msg("Flag marked as reviewed"),
  flagFailed: msg("Failed to update flag status"),
  userBannedFromFlag: msg("User banned successfully"),
  photoApproved: msg("Photo approved"),
  photoApproveFailed: msg("Failed to approve photo"),
  photoRejected: msg("Photo rejected"),
  photoRejectFailed: msg("Failed to reject photo"),
  badMemberId: msg("That isn't a valid member ID."),
  memberNotFound: msg("There is no member with this ID."),
  notYourself: msg("You can't take this action on your own account."),
  notAnAdmin: msg("Admins can't be banned or suspended. Revoke their admin role first."),
  notBanned: msg("This member isn't banned or suspended."),
  badReportId: msg("That isn't a valid report ID."),
  reportNotFound: msg("There is no report with this ID."),
  alreadyDecided: msg("This report has already been decided."),
  notVerified: msg("This member isn't verified."),
  verificationRevoked: msg("Verification badge removed"),
  verificationRevokeFailed: msg("Failed to remove the verification badge"),
} as const;

const untilFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * A time as sign-in refusals and statements of reasons write it, in the reader's language and in UTC
 * (a mail has no time zone to go by): "3 March 2026 at 14:05", "3. März 2026 um 14:05"; the caller adds
 * "UTC". English is written day first, as the spec does.
 */
export function formatUtcTime(time: Date, locale = "en"): string {
  let format = untilFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "UTC",
    });
    untilFormats.set(locale, format);
  }
  return format.format(time);
}

/** What sign-in answers a banned or suspended member (ACCOUNT_BANNED). */
export const ACCOUNT_BANNED_TEXT = {
  banned: msg("This account has been banned. Contact support if you think this is a mistake."),
  /** `{until}`: `formatUtcTime` of the suspension's end. */
  suspendedUntil: msg("This account is suspended until {until} UTC. Contact support if you think this is a mistake."),
} as const;

/** `POST /api/admin/members/:userId/warn`: the message is what the member reads (the facts). */
export const WarnInputSchema = z.object({
  message: z
    .string(msg("Please write the warning."))
    .trim()
    .min(1, msg("Please write the warning."))
    .max(
      MODERATION_REASON_MAX_LENGTH,
      msg("Keep the warning under {max} characters.", { max: MODERATION_REASON_MAX_LENGTH }),
    ),
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
    message: msg("Choose how long the suspension lasts."),
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
  title: msg("Admin Panel"),
  accessDenied: msg("Access denied. You don't have admin privileges."),
  tabs: [msg("Users"), msg("Flagged"), msg("Photos"), msg("Chats"), msg("Accounts"), msg("Stats")] as const,
  noUsers: msg("No users found"),
  noChats: msg("No chats found"),
  noFlagged: msg("No flagged profiles found"),
  noFlaggedPhotosTitle: msg("No Flagged Photos"),
  noFlaggedPhotosBody: msg("All photos have been reviewed."),
  noPhotosTitle: msg("No Photos Found"),
  noPhotosBody: msg("There are no photos in the system."),
  loadUsersFailed: msg("Failed to load users"),
  loadChatsFailed: msg("Failed to load chat data"),
  loadFlaggedFailed: msg("Failed to load flagged users"),
  loadFlaggedPhotosFailed: msg("Failed to load flagged photos"),
  loadPhotosFailed: msg("Failed to load photos"),
  enterUserId: msg("Please enter a user ID"),
  actionFailed: msg("Failed to perform action"),
  photoDeleted: msg("Photo has been deleted"),
  photoApproved: msg("Photo approved: everyone can see it now"),
  photoApproveFailed: msg("Failed to approve photo"),
  /** A held photo's card (issue 31): what it looks like, beside it. */
  looksLike: msg("Looks like {owner}'s photo"),
  looksLikeBanned: msg("Looks like banned member {owner}'s photo"),
  bitsApart: msg("{distance} of 64 bits apart"),
  photoDeleteFailed: msg("Failed to delete photo"),
  warningSent: msg("Warning has been sent to user"),
  warningFailed: msg("Failed to send warning"),
  /** The warn dialog's suggested text (spec: includes the report reason when there is one). */
  warnDefault: msg("One of your photos may not follow our community guidelines. Please review your photos."),
  warnDefaultReported: msg(
    'Your photo was reported for: "{reason}". Please make sure your photos follow our community guidelines.',
  ),
  conversationClosed: msg("Only reported conversations can be opened."),
  appealNotFound: msg("There is no appeal with this ID."),
  appealDecided: msg("This appeal has already been decided."),
  appealUpheld: msg("Appeal decided: the decision stands"),
  appealOverturned: msg("Appeal decided: the decision was reversed"),
  appealFailed: msg("Failed to decide the appeal"),
  photoNotFound: msg("There is no photo with this ID."),
  badPhotoId: msg("That isn't a valid photo ID."),
  photoNotWaiting: msg("This photo is not waiting for review."),
  badAppealId: msg("That isn't a valid appeal ID."),
  reportOfAnother: msg("This report is about another member."),
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
