import { z } from "zod";
import { msg } from "./i18n/msg";
import { NUDGE_KINDS } from "./nudge-kinds";

export const BlockInputSchema = z.strictObject({ userId: z.uuid(msg("Choose a member to block")) });

/** `GET /api/blocks`: whom I blocked, newest first, with the name I knew them by. */
export const BlockedMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof BlockedMemberSchema>;
export const BlockedMembersSchema = z.object({ blocks: z.array(BlockedMemberSchema) });

export const BLOCK_TEXT = {
  action: msg("Block user"),
  confirmTitle: msg("Block {name}?"),
  confirmBody: msg(
    "{name} won't be able to find you, see your profile or message you, and you won't see them. You can unblock them in Settings.",
  ),
  confirm: msg("Block"),
  blocked: msg("{name} has been blocked"),
  failed: msg("Couldn't block this member. Please try again."),
  self: msg("You can't block yourself."),
  missing: msg("This member does not exist."),
  notBlocked: msg("You have not blocked this member."),
  listTitle: msg("Blocked members"),
  listEmpty: msg("You haven't blocked anyone."),
  unblock: msg("Unblock"),
  unblocked: msg("{name} has been unblocked"),
  unblockFailed: msg("Couldn't unblock this member. Please try again."),
} as const;

/** Unmatch (not in the spec; every dating app has it): ends a match for both, for good. */
export const UNMATCH_TEXT = {
  action: msg("Unmatch"),
  confirmTitle: msg("Unmatch {name}?"),
  confirmBody: msg(
    "Your conversation will disappear for both of you, and neither of you will see the other in Match again. This can't be undone.",
  ),
  confirm: msg("Unmatch"),
  done: msg("You unmatched {name}"),
  failed: msg("Couldn't unmatch. Please try again."),
  notFound: msg("This match does not exist."),
  ended: msg("This conversation has ended."),
} as const;

export const REPORT_KINDS = ["profile", "photo", "conversation", "review"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * What happened, beside the spec's free-text reason, so moderators can sort. Critical ones (a minor,
 * threats) go to the top of the queue.
 */
export const REPORT_CATEGORIES = [
  { value: "harassment", label: msg("Harassment") },
  { value: "fake_profile", label: msg("Fake profile or catfish") },
  { value: "scam_spam", label: msg("Scam or spam") },
  { value: "underage", label: msg("Underage") },
  { value: "inappropriate_photos", label: msg("Inappropriate photos") },
  { value: "hate_threats", label: msg("Hate or threats") },
  { value: "other", label: msg("Other") },
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number]["value"];
export const REPORT_CATEGORY_VALUES = REPORT_CATEGORIES.map((category) => category.value) as [
  ReportCategory,
  ...ReportCategory[],
];
export const CRITICAL_REPORT_CATEGORIES: readonly ReportCategory[] = ["underage", "hate_threats"];

export const REPORT_REASON_MAX = 2000;

export const REPORT_TEXT = {
  reasonRequired: msg("Please provide a reason for flagging this profile"),
  categoryRequired: msg("Please choose what happened"),
  notSignedIn: msg("You must be logged in to report a profile"),
  failed: msg("Failed to report profile. Please try again later."),
  profileTitle: msg("{name}'s Profile"),
  profileReported: msg("{name}'s profile has been reported to our moderation team"),
  photoTitle: msg("Report this photo"),
  photoReported: msg("The photo has been reported to our moderation team"),
  conversationReported: msg("The conversation has been reported to our moderation team"),
  reviewTitle: msg("Report unfair reviews or behavior"),
  reviewReported: msg("Your report has been sent to our moderation team"),
  categoryLabel: msg("What happened?"),
  reasonLabel: msg("Reason"),
  submit: msg("Submit Report"),
  submitting: msg("Submitting..."),
  tooLong: msg("Please keep the reason under {max, number} characters.", { max: REPORT_REASON_MAX }),
  notFound: msg("There is nothing to report here."),
  rateLimited: msg("You've sent many reports today. Please try again tomorrow."),
  messageNotFound: msg("That message is not in this conversation."),
  messageOnlyInConversation: msg("Only a conversation's report can name a message."),
} as const;

/**
 * `POST /api/reports`. `targetId` is the reported thing: profile and review = the member's id,
 * photo = the photo's id, conversation = the match id.
 */
export const ReportInputSchema = z
  .strictObject({
    kind: z.enum(REPORT_KINDS),
    targetId: z.string().min(1).max(100),
    category: z.enum(REPORT_CATEGORY_VALUES, REPORT_TEXT.categoryRequired),
    reason: z.string().trim().min(1, REPORT_TEXT.reasonRequired).max(REPORT_REASON_MAX, REPORT_TEXT.tooLong),
    /** A conversation's report may name the message that prompted it ("Does this bother you?"). */
    messageId: z.uuid(REPORT_TEXT.messageNotFound).optional(),
  })
  .refine((input) => input.messageId === undefined || input.kind === "conversation", {
    message: REPORT_TEXT.messageOnlyInConversation,
    path: ["messageId"],
  });
export type ReportInput = z.infer<typeof ReportInputSchema>;

/** Reports a member may file per day: enough for a bad evening, not for flooding the moderators. */
export const REPORTS_PER_DAY = 20;

/** `POST /api/reports` answers the open report: 201 when new, 200 when a repeat updated it. */
export const ReportReceiptSchema = z.object({
  report: z.object({ id: z.string(), createdAt: z.string(), updatedAt: z.string() }),
});
export type ReportReceipt = z.infer<typeof ReportReceiptSchema>;

/**
 * A copy of a file taken with a report (a photo, a message's image), kept under `report_evidence/` so a
 * later deletion cannot erase it; admins read it at `/api/admin/reports/{reportId}/evidence/{n}`.
 */
export const EvidenceFileSchema = z.object({ n: z.number(), key: z.string(), contentType: z.string() });
export type EvidenceFile = z.infer<typeof EvidenceFileSchema>;

/** Each entry keeps the category and reason given with it: a repeat replaces the report's, not these. */
const snapshotBase = {
  targetId: z.string(),
  capturedAt: z.string(),
  category: z.enum(REPORT_CATEGORY_VALUES),
  reason: z.string(),
  files: z.array(EvidenceFileSchema),
};
const fileRef = z.number().nullable();
/** What was reported, as it was when reported: one entry per report or repeat, for moderators only. */
export const ReportSnapshotSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("profile"),
    ...snapshotBase,
    profile: z.record(z.string(), z.unknown()).nullable(),
    photos: z.array(
      z.object({ id: z.string(), position: z.number(), isPrivate: z.boolean(), createdAt: z.string(), file: fileRef }),
    ),
  }),
  z.object({
    kind: z.literal("photo"),
    ...snapshotBase,
    photo: z
      .object({
        id: z.string(),
        userId: z.string(),
        position: z.number(),
        isPrivate: z.boolean(),
        contentType: z.string(),
        width: z.number(),
        height: z.number(),
        bytes: z.number(),
        createdAt: z.string(),
        file: fileRef,
      })
      .nullable(),
  }),
  z.object({
    kind: z.literal("conversation"),
    ...snapshotBase,
    /** The message the reporter named, if any (older snapshots have none). */
    messageId: z.string().nullable().optional(),
    messages: z.array(
      z.object({
        id: z.string(),
        senderId: z.string().nullable(),
        content: z.string().nullable(),
        createdAt: z.string(),
        hasImage: z.boolean(),
        file: fileRef,
        /** What the message carries (nudges.ts), read when the report was filed. */
        signals: z.array(z.enum(NUDGE_KINDS)).optional(),
      }),
    ),
  }),
  z.object({
    kind: z.literal("review"),
    ...snapshotBase,
    reviews: z.array(
      z.object({
        id: z.string(),
        reviewerId: z.string(),
        photoAccuracy: z.string(),
        followedThroughOnPlans: z.string(),
        honestAboutIntentions: z.string(),
        positiveTraits: z.array(z.string()),
        hasMet: z.boolean(),
        createdAt: z.string(),
      }),
    ),
  }),
]);
export type ReportSnapshot = z.infer<typeof ReportSnapshotSchema>;

export const REPORT_STATUSES = ["pending", "reviewed", "approved", "rejected"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const ADMIN_REPORTS_PAGE_SIZE = 50;

/** `GET /api/admin/reports?status=&page=`: the moderators' queue, critical categories first, then oldest. */
export const AdminReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default("pending"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const AdminReportSchema = z.object({
  id: z.string(),
  /** Null once that account is deleted (the report stays for the record). */
  reporterId: z.string().nullable(),
  reportedUserId: z.string().nullable(),
  reportedFirstName: z.string().nullable(),
  /** The reported member's address, shown when they have no name; null once the account is gone. */
  reportedEmail: z.string().nullable(),
  /** The reported member belongs to the demo community. */
  reportedIsDemo: z.boolean(),
  kind: z.enum(REPORT_KINDS),
  targetId: z.string(),
  category: z.enum(REPORT_CATEGORY_VALUES),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  evidence: z.array(ReportSnapshotSchema),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportsSchema = z.object({
  reports: z.array(AdminReportSchema),
  page: z.number(),
  hasMore: z.boolean(),
});
export type AdminReports = z.infer<typeof AdminReportsSchema>;

export const ADMIN_TEXT = {
  forbidden: msg("Only moderators can open this."),
  evidenceNotFound: msg("There is no such evidence file."),
} as const;
