import { z } from "zod";
import { GUIDELINE_IDS } from "./guidelines";
import { REPORT_CATEGORY_VALUES } from "./safety";

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

export const ADMIN_USERS_PAGE_SIZE = 10;
export const ADMIN_CHATS_PAGE_SIZE = 10;
export const ADMIN_PHOTOS_PAGE_SIZE = 12;
/** The photo grid's pager shows at most this many page buttons. */
export const ADMIN_PHOTO_PAGE_BUTTONS = 5;

const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

/** `GET /api/admin/users?q=&page=`: first name, last name or location, case-insensitive. */
export const AdminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).default(""),
  page: pageParam,
});
export const ACCOUNT_STATUSES = ["active", "suspended", "banned"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const AdminUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  location: z.string().nullable(),
  email: z.string(),
  role: z.string(),
  /** A live socket with a fresh heartbeat on any process. */
  online: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
  /** When a suspension ends (ISO); null otherwise. */
  suspendedUntil: z.string().nullable(),
  joinedAt: z.string(),
  /** A member of the demo community (docs/demo-community.md): the panel marks them "Demo". */
  isDemo: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUsersSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUsers = z.infer<typeof AdminUsersSchema>;

/** `GET /api/admin/chats?page=`: mutual matches, newest first. */
export const AdminChatsQuerySchema = z.object({ page: pageParam });
export const AdminChatSchema = z.object({
  matchId: z.string(),
  /** Null once that member deleted their account. */
  user1Id: z.string().nullable(),
  user2Id: z.string().nullable(),
  user1Name: z.string(),
  user2Name: z.string(),
  user1IsDemo: z.boolean(),
  user2IsDemo: z.boolean(),
  status: z.string(),
  messageCount: z.number(),
  /** The last message's time, or the match's when there is none. */
  lastActivity: z.string(),
  /** Only a reported conversation's messages can be opened by admins (and each read is logged). */
  reported: z.boolean(),
});
export type AdminChat = z.infer<typeof AdminChatSchema>;
export const AdminChatsSchema = z.object({
  chats: z.array(AdminChatSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminChats = z.infer<typeof AdminChatsSchema>;

/** `GET /api/admin/chats/:matchId/messages`: a reported conversation, oldest first; the read is audited. */
export const AdminChatMessageSchema = z.object({
  id: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  content: z.string().nullable(),
  hasImage: z.boolean(),
  createdAt: z.string(),
});
export const AdminChatMessagesSchema = z.object({
  matchId: z.string(),
  messages: z.array(AdminChatMessageSchema),
});
export type AdminChatMessages = z.infer<typeof AdminChatMessagesSchema>;

/** `GET /api/admin/photos?flagged=true&page=`: newest first; flagged = a pending photo report or the flag. */
export const AdminPhotosQuerySchema = z.object({
  flagged: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  page: pageParam,
});
export const AdminPhotoSchema = z.object({
  id: z.string(),
  /** Served to admins only (`/api/admin/photos/:id/file`), private photos included. */
  url: z.string(),
  previewUrl: z.string(),
  userId: z.string(),
  isPrivate: z.boolean(),
  isFlagged: z.boolean(),
  flagReason: z.string().nullable(),
  isMain: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  owner: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** Shown when the owner has no name yet. */
    email: z.string(),
    isDemo: z.boolean(),
  }),
  /** The oldest pending report of this photo: its reason prefills the warn dialog. */
  report: z.object({ id: z.string(), reason: z.string(), category: z.enum(REPORT_CATEGORY_VALUES) }).nullable(),
});
export type AdminPhoto = z.infer<typeof AdminPhotoSchema>;
export const AdminPhotosSchema = z.object({
  photos: z.array(AdminPhotoSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminPhotos = z.infer<typeof AdminPhotosSchema>;
export const adminPhotoUrl = (id: string, size: "main" | "preview" = "main") =>
  size === "preview" ? `/api/admin/photos/${id}/file?size=preview` : `/api/admin/photos/${id}/file`;

/** One month of the transparency report (UTC months, newest first). */
export const TransparencyMonthSchema = z.object({
  month: z.string(),
  reportsByCategory: z.record(z.string(), z.number()),
  actionsByKind: z.record(z.string(), z.number()),
  appealsReceived: z.number(),
  appealsUpheld: z.number(),
  appealsOverturned: z.number(),
  /** Median hours from a report to its decision, for reports decided that month; null if none. */
  medianHoursToDecision: z.number().nullable(),
});
export type TransparencyMonth = z.infer<typeof TransparencyMonthSchema>;
export const TRANSPARENCY_MONTHS = 12;

/**
 * `GET /api/admin/stats`: real counts. Active = seen on a day within the last 7 (UTC days, today
 * included); the change compares with the 7 days before. Matches are mutual ones. Today = since UTC
 * midnight.
 */
export const AdminStatsSchema = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  totalMatches: z.number(),
  totalMessages: z.number(),
  newUsersToday: z.number(),
  newMatchesToday: z.number(),
  newMessagesToday: z.number(),
  /** Percent change of active users against the week before; null when that week had none. */
  activeUserChange: z.number().nullable(),
  openReports: z.number(),
  openAppeals: z.number(),
  /** Median hours from report to decision over the last 30 days; null if nothing was decided. */
  medianHoursToDecision: z.number().nullable(),
  transparency: z.array(TransparencyMonthSchema),
  /** Demo members still here (0 once removed, or never seeded): the Stats tab offers their removal. */
  demoMembers: z.number(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
/** `GET /api/admin/transparency.csv`: the same months, one row each. */
export const TRANSPARENCY_CSV_PATH = "/api/admin/transparency.csv";

export const APPEAL_STATUSES = ["pending", "upheld", "overturned"] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_OUTCOMES = ["upheld", "overturned"] as const;

/** `GET /api/admin/appeals?status=&page=`: appeals are part of the queue, oldest first. */
export const AdminAppealsQuerySchema = z.object({
  status: z.enum(APPEAL_STATUSES).default("pending"),
  page: pageParam,
});
export const AdminAppealSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  memberName: z.string().nullable(),
  /** The decision appealed: its notice and its audit row. */
  noticeId: z.string(),
  actionId: z.string(),
  noticeKind: z.string(),
  decision: z.string(),
  ruleId: z.enum(GUIDELINE_IDS),
  facts: z.string(),
  text: z.string(),
  status: z.enum(APPEAL_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminAppeal = z.infer<typeof AdminAppealSchema>;
export const AdminAppealsSchema = z.object({
  appeals: z.array(AdminAppealSchema),
  page: z.number(),
  hasMore: z.boolean(),
});
export type AdminAppeals = z.infer<typeof AdminAppealsSchema>;

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

/**
 * `DELETE /api/admin/demo` (and `npm run demo -- remove`): every demo member, their photos and files, and
 * everything they touched, gone; what was removed, counted.
 */
export const DemoRemovalSchema = z.object({
  members: z.number(),
  photos: z.number(),
  /** Files deleted from storage: photos and previews, images in their conversations, report evidence. */
  files: z.number(),
  /** Likes no one answered yet, given or received. */
  likes: z.number(),
  passes: z.number(),
  /** Matches, with their conversations. */
  matches: z.number(),
  messages: z.number(),
  reviews: z.number(),
  reports: z.number(),
  blocks: z.number(),
  /** Notification mails recorded and moderation notices. */
  notifications: z.number(),
});
export type DemoRemoval = z.infer<typeof DemoRemovalSchema>;

/** The Stats tab's demo community card and its confirmation. */
export const DEMO_REMOVAL_TEXT = {
  title: "Demo community",
  present: (members: number) =>
    `${members.toLocaleString("en-US")} demo ${members === 1 ? "member is" : "members are"} here to make a fresh install look lived in.`,
  none: "No demo members. Real members only.",
  button: "Remove demo community",
  confirmTitle: "Remove the demo community?",
  confirmBody:
    "Every demo member, their photos and everything they touched (likes, matches, messages, reviews, reports, blocks) is deleted for good. Real members keep their accounts; their likes of and conversations with demo members go.",
  confirm: "Remove for good",
  removed: (removal: { members: number; messages: number; files: number }) =>
    `Removed ${removal.members} demo ${removal.members === 1 ? "member" : "members"}, ${removal.messages} messages and ${removal.files} files`,
  failed: "Failed to remove the demo community",
  badge: "Demo",
} as const;

/** `GET /api/admin/appeals`: the appeals queue's page size. */
export const ADMIN_APPEALS_PAGE_SIZE = 50;

/** What the panel's reads answer beyond ADMIN_PANEL_TEXT. */
export const ADMIN_READ_TEXT = {
  badMatchId: "That isn't a valid conversation ID.",
  matchNotFound: "There is no conversation with this ID.",
  /** A member whose account exists but who has no name yet (the spec's default for a missing profile). */
  unknownMember: "Unknown User",
} as const;
