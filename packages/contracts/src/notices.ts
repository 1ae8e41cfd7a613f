import { z } from "zod";
import { GUIDELINE_IDS } from "./guidelines";
import { msg } from "./i18n/msg";

/**
 * Statements of reasons (what the EU Digital Services Act, art. 17, asks of platforms): every moderation
 * decision that affects a member reaches them, in the app and by mail, with what was decided, which
 * rule, on what facts, and how to appeal. One appeal per decision.
 */
export const NOTICE_KINDS = [
  "warning",
  "photo_removed",
  "suspension",
  "ban",
  "appeal_decision",
  "verification_revoked",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const APPEAL_TEXT_MIN = 10;
export const APPEAL_TEXT_MAX = 2000;

export const NoticeAppealSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "upheld", "overturned"]),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const NoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  /** What was decided, in a sentence (until when, for a suspension). */
  decision: z.string(),
  ruleId: z.enum(GUIDELINE_IDS),
  /** The facts the decision rests on: the moderator's words. */
  facts: z.string(),
  /** When a suspension ends (ISO); null otherwise. */
  until: z.string().nullable(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** Whether this decision can still be appealed (one appeal; an appeal's own outcome cannot). */
  canAppeal: z.boolean(),
  appeal: NoticeAppealSchema.nullable(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** `GET /api/notices`: the member's statements, unacknowledged first, then newest. */
export const NoticesSchema = z.object({ notices: z.array(NoticeSchema) });
export type Notices = z.infer<typeof NoticesSchema>;

/** The appeal's limits, as the form and the server's refusal say them. */
export const APPEAL_LIMIT_TEXT = {
  tooShort: msg("Please explain in at least {min} characters.", { min: APPEAL_TEXT_MIN }),
  tooLong: msg("Keep your appeal under {max} characters.", { max: APPEAL_TEXT_MAX }),
} as const;

const appealText = z
  .string()
  .trim()
  .min(APPEAL_TEXT_MIN, APPEAL_LIMIT_TEXT.tooShort)
  .max(APPEAL_TEXT_MAX, APPEAL_LIMIT_TEXT.tooLong);

/** `POST /api/notices/:id/appeal` (signed in). */
export const AppealInputSchema = z.strictObject({ text: appealText });
export type AppealInput = z.infer<typeof AppealInputSchema>;

/**
 * `POST /api/appeals`: for a member who cannot sign in (banned, suspended). The token comes with the
 * sign-in refusal (the password was right) or in the decision's mail; it names the notice and expires.
 */
export const RestrictedAppealInputSchema = z.strictObject({ token: z.string().min(1).max(500), text: appealText });
export type RestrictedAppealInput = z.infer<typeof RestrictedAppealInputSchema>;

/** `GET /api/appeals/notice?token=`: the statement a token names, for the appeal page. */
export const RestrictedNoticeSchema = z.object({ notice: NoticeSchema });

/** What sign-in adds to its ACCOUNT_BANNED refusal: the latest statement and a token to appeal it. */
export const RestrictionSchema = z.object({
  notice: NoticeSchema.nullable(),
  appealToken: z.string().nullable(),
});
export type Restriction = z.infer<typeof RestrictionSchema>;

/** Where the refusal and the mail send a member to appeal. */
export const APPEAL_PATH = "/appeal";
export const appealHref = (token: string) => `${APPEAL_PATH}?token=${encodeURIComponent(token)}`;

export const NOTICE_TEXT = {
  titles: {
    warning: msg("A warning from our moderators"),
    photo_removed: msg("One of your photos was removed"),
    suspension: msg("Your account was suspended"),
    ban: msg("Your account was banned"),
    appeal_decision: msg("Your appeal has been decided"),
    verification_revoked: msg("Your Verified badge was removed"),
  } satisfies Record<NoticeKind, string>,
  whatLabel: msg("What was decided"),
  ruleLabel: msg("Which rule"),
  factsLabel: msg("On what facts"),
  appealLabel: msg("How to appeal"),
  appealHow: msg(
    "If you think this is a mistake, you can appeal once. A moderator reviews every appeal and tells you the outcome here and by email.",
  ),
  noAppeal: msg("This is the outcome of your appeal; it can't be appealed again."),
  acknowledge: msg("I understand"),
  acknowledgeFailed: msg("Couldn't save that. Please try again."),
  appeal: msg("Appeal this decision"),
  appealPlaceholder: msg("Tell us why you think this decision is wrong"),
  appealSubmit: msg("Send appeal"),
  appealSending: msg("Sending..."),
  appealSent: msg("Your appeal has been sent. We'll tell you the outcome by email."),
  appealFailed: msg("Couldn't send your appeal. Please try again."),
  appealAlready: msg("You have already appealed this decision."),
  appealPending: msg("Your appeal is being reviewed."),
  appealUpheld: msg("Your appeal was reviewed: the decision stands."),
  appealOverturned: msg("Your appeal was reviewed: the decision was reversed."),
  /** A decision that takes no appeal (or no longer does) and was never appealed. */
  appealClosed: msg("This decision can't be appealed."),
  appealTokenInvalid: msg("This appeal link has expired or is invalid. Sign in again to appeal."),
  noticeNotFound: msg("There is no such notice."),
  readRule: msg("Read the rule"),
  appealPageTitle: msg("Appeal a moderation decision"),
  decisions: {
    warning: msg("Our moderators sent you a warning."),
    photoRemoved: msg("A photo on your profile was removed."),
    suspended: msg("Your account is suspended until {until} UTC."),
    photoRemovedAndSuspended: msg(
      "A photo on your profile was removed and your account is suspended until {until} UTC.",
    ),
    banned: msg("Your account is permanently banned."),
    verificationRevoked: msg("Your Verified badge was removed. You can verify again with new selfies."),
    upheld: msg("We reviewed your appeal and the decision stands."),
    overturned: msg("We reviewed your appeal and reversed the decision."),
    overturnedReinstated: msg("We reviewed your appeal and reversed the decision. Your account has been reinstated."),
  },
} as const;

/**
 * `POST /api/appeals` (no session) is limited per network address: enough for a household, not for
 * flooding the queue. `POST /api/notices/:id/appeal` needs no limit: one appeal per notice.
 */
export const RESTRICTED_APPEALS_PER_DAY = 10;
/** How long an appeal link in a statement's mail works, in days. */
export const APPEAL_LINK_DAYS = 30;
/** How long the token that comes with a sign-in refusal works, in days (each refusal brings a fresh one). */
export const APPEAL_TOKEN_AT_SIGN_IN_DAYS = 1;
/** `GET /api/notices` answers at most this many, unacknowledged first. */
export const NOTICES_LIST_LIMIT = 100;

/** Words of the statements beyond NOTICE_TEXT: the rate limit, the facts of a report decision, deletion. */
export const STATEMENT_TEXT = {
  appealsRateLimited: msg("Too many appeals from this network today. Please try again tomorrow."),
  /** The facts of a photo removed from a report when the moderator added no note. */
  photoReportedFor: msg('Your photo was reported for: "{reason}".'),
  accountDeletedSubject: msg("Your account has been deleted"),
  accountDeleted: msg("Your account has been deleted"),
  accountDeletedContest: msg("If you think this is a mistake, reply to this email to contest the decision."),
} as const;
