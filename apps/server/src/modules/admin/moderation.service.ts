import {
  ADMIN_ACTION_TEXT as TEXT,
  ADMIN_AUDIT_PAGE_SIZE,
  ADMIN_PANEL_TEXT as PANEL,
  AdminAuditQuerySchema,
  AppealDecisionInputSchema,
  BanInputSchema,
  DeleteMemberInputSchema,
  NOTICE_TEXT,
  PhotoModerationInputSchema,
  RULE_FOR_CATEGORY,
  ReportDecisionInputSchema,
  STATEMENT_TEXT,
  SuspendInputSchema,
  WarnInputSchema,
  formatUtcTime,
  type AccountState,
  type AdminAudit,
  type AppealDecisionResult,
  type DeletedMember,
  type GuidelineId,
  type ModerationActionKind,
  type NoticeKind,
  type PhotoModerationResult,
  type ReportDecision,
  type ReportDecisionResult,
} from "@kindred/contracts";
import { z } from "zod";
import { AppError } from "../../errors";
import type { Logger } from "../../lib/logger";
import type { BlobStore } from "../../storage";
import type { AccountsService } from "../accounts/accounts.service";
import { publishSessionsEnded } from "../auth/session-revocation";
import type { SessionUser } from "../auth/session.middleware";
import type { NoticeRow } from "../notices/notices.repository";
import type { StatementMailer } from "../notices/statement-mailer";
import type { EventBus } from "../realtime/event-bus";
import type { ModerationRepository, ModerationWrites } from "./moderation.repository";

const Uuid = z.uuid();
const DAY_MS = 24 * 60 * 60 * 1000;
type Admin = Pick<SessionUser, "id">;
type Member = NonNullable<Awaited<ReturnType<ModerationWrites["lockMember"]>>>;
/** A statement to mail once the transaction has committed. */
type Outgoing = { email: string; notice: NoticeRow };

/** A malformed id is a 400 (the Accounts tab's input is typed by hand); a well-formed unknown one, 404. */
function idFrom(raw: string, message: string): string {
  const parsed = Uuid.safeParse(raw);
  if (!parsed.success) throw new AppError("VALIDATION_FAILED", message);
  return parsed.data.toLowerCase();
}

const stateOf = (row: {
  userId: string;
  banned: boolean | null;
  banReason: string | null;
  banExpires: Date | null;
}): AccountState => ({
  userId: row.userId,
  banned: Boolean(row.banned),
  banReason: row.banReason,
  banExpires: row.banExpires?.toISOString() ?? null,
});

const suspendedDecision = (until: Date) => NOTICE_TEXT.decisions.suspended(formatUtcTime(until));

type Deps = {
  repo: ModerationRepository;
  bus: EventBus;
  store: BlobStore;
  log: Logger;
  /** Mails each statement of reasons (the notices module's). */
  statements: StatementMailer;
  /** What an account deletion does after its commit (the accounts module's). */
  accounts: Pick<AccountsService, "afterErase">;
};

/**
 * What admins do to accounts, photos, reports and appeals. Each action is one transaction that writes
 * its one audit row and, when it affects a member, the statement of reasons they read: an action is
 * never done without its record and its explanation, nor recorded without being done. What cannot roll
 * back (files, sockets, mail) happens after the commit.
 */
export function createModerationActions({ repo, bus, store, log, statements, accounts }: Deps) {
  /** The member an action is about, locked; refused when unknown, or an admin where admins are exempt. */
  async function target(tx: ModerationWrites, userId: string, opts: { adminsExempt: boolean }): Promise<Member> {
    const member = await tx.lockMember(userId);
    if (!member) throw new AppError("NOT_FOUND", TEXT.memberNotFound);
    // An admin could lift their own ban; the role is revoked first, from the command line.
    if (opts.adminsExempt && member.role === "admin") throw new AppError("FORBIDDEN", TEXT.notAnAdmin);
    return member;
  }

  /**
   * The report an action answers: decided now if still pending, and named on the audit row. A report
   * about someone else is refused rather than silently closed.
   */
  async function answerReport(
    tx: ModerationWrites,
    rawId: string | undefined,
    userId: string,
    status: ReportDecision,
    adminId: string,
  ): Promise<string | null> {
    if (!rawId) return null;
    const reportId = rawId.toLowerCase();
    const report = await tx.report(reportId);
    if (!report) throw new AppError("NOT_FOUND", TEXT.reportNotFound);
    if (report.reportedUserId !== userId) throw new AppError("BAD_REQUEST", PANEL.reportOfAnother);
    if (report.status === "pending") await tx.decideReport(reportId, status, adminId);
    return reportId;
  }

  function notYourself(admin: Admin, userId: string) {
    if (userId === admin.id) throw new AppError("BAD_REQUEST", TEXT.notYourself);
  }

  async function removeFiles(keys: string[]) {
    const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
    for (const [i, result] of results.entries()) {
      if (result.status === "rejected")
        log.error("moderated photo file not removed", { key: keys[i], error: String(result.reason) });
    }
  }

  /**
   * After the commit (nothing happens for an action that rolled back), and first: the member's cached
   * sessions drop and their sockets close on every process before anything slower runs.
   */
  async function endSessions(userId: string) {
    await publishSessionsEnded(bus, log, userId);
  }

  /** Mails never hold up the answer, and their failure is logged by the mailer, not thrown. */
  function mail(outgoing: Outgoing | undefined) {
    if (outgoing) void statements.send(outgoing.email, outgoing.notice);
  }

  /** Ban (no expiry) or suspend (an expiry): banned, signed out everywhere, told why. */
  async function restrict(
    admin: Admin,
    rawId: string,
    change: {
      action: ModerationActionKind;
      reason: string;
      rule: GuidelineId;
      reportId?: string;
      expires: Date | null;
      details: Record<string, unknown>;
    },
  ): Promise<AccountState> {
    const userId = idFrom(rawId, TEXT.badMemberId);
    notYourself(admin, userId);
    const { state, outgoing } = await repo.transaction(async (tx) => {
      const member = await target(tx, userId, { adminsExempt: true });
      const reportId = await answerReport(tx, change.reportId, userId, "reviewed", admin.id);
      const state = await tx.setBan(userId, { banned: true, banReason: change.reason, banExpires: change.expires });
      const sessionsEnded = await tx.endSessions(userId);
      const action = await tx.record({
        adminId: admin.id,
        action: change.action,
        subjectUserId: userId,
        reportId,
        reason: change.reason,
        details: { ...change.details, rule: change.rule, sessionsEnded },
      });
      const notice = await tx.insertNotice({
        userId,
        actionId: action.id,
        kind: change.expires ? "suspension" : "ban",
        decision: change.expires ? suspendedDecision(change.expires) : NOTICE_TEXT.decisions.banned,
        ruleId: change.rule,
        facts: change.reason,
        until: change.expires,
      });
      return { state, outgoing: { email: member.email, notice } };
    });
    await endSessions(userId);
    mail(outgoing);
    return stateOf(state);
  }

  /** What a photo moderation records and tells, per dialog. */
  function photoOutcome(
    action: "reject" | "suspend" | "warn",
    expires: Date | null,
  ): { audit: ModerationActionKind; kind: NoticeKind; decision: string } {
    if (action === "warn") return { audit: "warn", kind: "warning", decision: NOTICE_TEXT.decisions.warning };
    if (action === "reject")
      return { audit: "remove_photo", kind: "photo_removed", decision: NOTICE_TEXT.decisions.photoRemoved };
    return {
      audit: "suspend",
      kind: "photo_removed",
      decision: NOTICE_TEXT.decisions.photoRemovedAndSuspended(formatUtcTime(expires!)),
    };
  }

  return {
    ban(admin: Admin, rawId: string, input: unknown): Promise<AccountState> {
      const { reason, rule, reportId } = BanInputSchema.parse(input);
      return restrict(admin, rawId, { action: "ban", reason, rule, reportId, expires: null, details: {} });
    },

    /** Lifts by itself: visibility and sign-in read `ban_expires` (better-auth clears an expired ban on sign-in). */
    suspend(admin: Admin, rawId: string, input: unknown): Promise<AccountState> {
      const { days, reason, rule, reportId } = SuspendInputSchema.parse(input);
      const expires = new Date(Date.now() + days * DAY_MS);
      return restrict(admin, rawId, {
        action: "suspend",
        reason,
        rule,
        reportId,
        expires,
        details: { days, until: expires.toISOString() },
      });
    },

    /** A warning: nothing is restricted; the member reads it (and must acknowledge it) on their next visit. */
    async warn(admin: Admin, rawId: string, input: unknown): Promise<AccountState> {
      const userId = idFrom(rawId, TEXT.badMemberId);
      const { message, rule, reportId: rawReportId } = WarnInputSchema.parse(input);
      notYourself(admin, userId);
      const { member, outgoing } = await repo.transaction(async (tx) => {
        const member = await target(tx, userId, { adminsExempt: true });
        const reportId = await answerReport(tx, rawReportId, userId, "reviewed", admin.id);
        const action = await tx.record({
          adminId: admin.id,
          action: "warn",
          subjectUserId: userId,
          reportId,
          reason: message,
          details: { rule },
        });
        const notice = await tx.insertNotice({
          userId,
          actionId: action.id,
          kind: "warning",
          decision: NOTICE_TEXT.decisions.warning,
          ruleId: rule,
          facts: message,
        });
        return { member, outgoing: { email: member.email, notice } };
      });
      mail(outgoing);
      return stateOf({ ...member, userId: member.id });
    },

    /** Lifts a ban or a suspension in force. Not a decision against the member: no statement. */
    async reinstate(admin: Admin, rawId: string): Promise<AccountState> {
      const userId = idFrom(rawId, TEXT.badMemberId);
      notYourself(admin, userId);
      const state = await repo.transaction(async (tx) => {
        const member = await target(tx, userId, { adminsExempt: false });
        const bannedNow = member.banned && (!member.banExpires || member.banExpires.getTime() > Date.now());
        if (!bannedNow) throw new AppError("CONFLICT", TEXT.notBanned);
        const row = await tx.setBan(userId, { banned: false, banReason: null, banExpires: null });
        await tx.record({
          adminId: admin.id,
          action: "reinstate",
          subjectUserId: userId,
          reason: null,
          details: { wasSuspendedUntil: member.banExpires?.toISOString() ?? null },
        });
        return row;
      });
      return stateOf(state);
    },

    /**
     * Deletes the account (the accounts module's deletion, in this transaction with its audit row). The
     * audit row keeps the address and first name: once the member is gone, its subject is null.
     */
    async deleteMember(admin: Admin, rawId: string, input: unknown): Promise<DeletedMember> {
      const userId = idFrom(rawId, TEXT.badMemberId);
      const { reason, rule } = DeleteMemberInputSchema.parse(input);
      notYourself(admin, userId);
      const erased = await repo.transaction(async (tx) => {
        await target(tx, userId, { adminsExempt: true });
        const erased = (await tx.account.erase(userId))!;
        await tx.record({
          adminId: admin.id,
          action: "delete_account",
          subjectUserId: null,
          reason,
          details: { rule, email: erased.email, firstName: erased.firstName, files: erased.blobKeys.length },
        });
        return erased;
      });
      await accounts.afterErase(erased);
      void statements.sendDeletion(erased.email, { ruleId: rule, facts: reason });
      return { deleted: true, userId };
    },

    /**
     * The Photos tab's three dialogs. Reject deletes the photo (files after the commit); suspend does
     * that and suspends the owner, one action with one audit row; warn leaves the photo. The photo's
     * pending reports are answered by its fate.
     */
    async moderatePhoto(admin: Admin, rawId: string, input: unknown): Promise<PhotoModerationResult> {
      const photoId = idFrom(rawId, PANEL.badPhotoId);
      const { action, reason, rule, days, reportId: rawReportId } = PhotoModerationInputSchema.parse(input);
      const expires = action === "suspend" ? new Date(Date.now() + days! * DAY_MS) : null;
      const outcome = photoOutcome(action, expires);
      const result = await repo.transaction(async (tx) => {
        const photo = await tx.photo(photoId);
        if (!photo) throw new AppError("NOT_FOUND", PANEL.photoNotFound);
        notYourself(admin, photo.userId);
        const member = await target(tx, photo.userId, { adminsExempt: action !== "reject" });
        const keys = action === "warn" ? [] : await tx.removePhoto(photoId, photo.userId);
        // Removed by its owner between the look-up and the lock.
        if (!keys) throw new AppError("NOT_FOUND", PANEL.photoNotFound);
        const reportStatus = action === "warn" ? "reviewed" : "rejected";
        const decided = await tx.decidePhotoReports(photoId, reportStatus, admin.id);
        const reportId = (await answerReport(tx, rawReportId, photo.userId, reportStatus, admin.id)) ?? decided[0];
        let state: AccountState | null = null;
        let sessionsEnded: number | undefined;
        if (expires) {
          state = stateOf(await tx.setBan(photo.userId, { banned: true, banReason: reason, banExpires: expires }));
          sessionsEnded = await tx.endSessions(photo.userId);
        }
        const audit = await tx.record({
          adminId: admin.id,
          action: outcome.audit,
          subjectUserId: photo.userId,
          reportId: reportId ?? null,
          reason,
          details: {
            rule,
            photoId,
            reportsDecided: decided,
            ...(action === "warn" ? {} : { photoRemoved: true }),
            ...(expires ? { days, until: expires.toISOString(), sessionsEnded } : {}),
          },
        });
        const notice = await tx.insertNotice({
          userId: photo.userId,
          actionId: audit.id,
          kind: outcome.kind,
          decision: outcome.decision,
          ruleId: rule,
          facts: reason,
          until: expires,
        });
        return { keys, state, outgoing: { email: member.email, notice }, ownerId: photo.userId };
      });
      if (expires) await endSessions(result.ownerId);
      await removeFiles(result.keys);
      mail(result.outgoing);
      return { photoId, removed: action !== "warn", account: result.state };
    },

    /**
     * A pending report is decided once; the loser of two concurrent decisions gets 409. Rejecting a
     * photo report removes the photo and tells its owner why; approving one clears its flag.
     */
    async decide(admin: Admin, rawId: string, input: unknown): Promise<ReportDecisionResult> {
      const reportId = idFrom(rawId, TEXT.badReportId);
      const { status, note, rule: chosenRule } = ReportDecisionInputSchema.parse(input);
      const result = await repo.transaction(async (tx) => {
        const report = await tx.report(reportId);
        if (!report) throw new AppError("NOT_FOUND", TEXT.reportNotFound);
        const removing = report.kind === "photo" && status === "rejected";
        const photo = removing ? await tx.photo(report.targetId) : undefined;
        // The owner is locked before the report, in the order every other action takes them.
        const owner = photo && photo.userId !== admin.id ? await tx.lockMember(photo.userId) : undefined;
        const decided = await tx.decideReport(reportId, status, admin.id);
        if (!decided) throw new AppError("CONFLICT", TEXT.alreadyDecided);

        let details: Record<string, unknown> = { status };
        let keys: string[] = [];
        let outgoing: Outgoing | undefined;
        const rule = chosenRule ?? RULE_FOR_CATEGORY[decided.category];
        if (report.kind === "photo" && status === "approved") await tx.clearPhotoFlag(report.targetId);
        if (photo && owner) {
          keys = (await tx.removePhoto(photo.id, photo.userId)) ?? [];
          const alsoDecided = keys.length ? await tx.decidePhotoReports(photo.id, "rejected", admin.id) : [];
          details = { status, rule, photoId: photo.id, photoRemoved: keys.length > 0, alsoDecided };
        }
        const action = await tx.record({
          adminId: admin.id,
          action: "decide_report",
          subjectUserId: decided.reportedUserId,
          reportId,
          reason: note || null,
          details,
        });
        if (owner && keys.length) {
          const notice = await tx.insertNotice({
            userId: owner.id,
            actionId: action.id,
            kind: "photo_removed",
            decision: NOTICE_TEXT.decisions.photoRemoved,
            ruleId: rule,
            facts: note || STATEMENT_TEXT.photoReportedFor(decided.reason),
          });
          outgoing = { email: owner.email, notice };
        }
        return {
          answer: { id: decided.id, status, reviewedBy: admin.id, reviewedAt: decided.reviewedAt!.toISOString() },
          keys,
          outgoing,
        };
      });
      await removeFiles(result.keys);
      mail(result.outgoing);
      return result.answer;
    },

    /**
     * An appeal is decided once (409 for the second). Overturning a ban or suspension that is still the
     * one in force lifts it. The outcome is a statement of its own, mailed like the decision was.
     */
    async decideAppeal(admin: Admin, rawId: string, input: unknown): Promise<AppealDecisionResult> {
      const appealId = idFrom(rawId, PANEL.badAppealId);
      const { outcome, note } = AppealDecisionInputSchema.parse(input);
      const result = await repo.transaction(async (tx) => {
        const decided = await tx.decideAppeal(appealId, outcome, admin.id, note);
        if (!decided) {
          if (await tx.appealExists(appealId)) throw new AppError("CONFLICT", PANEL.appealDecided);
          throw new AppError("NOT_FOUND", PANEL.appealNotFound);
        }
        const original = (await tx.notice(decided.noticeId))!;
        const member = (await tx.lockMember(decided.userId))!;
        const restricted = original.kind === "ban" || original.kind === "suspension" || original.until !== null;
        const inForce =
          member.banned &&
          (member.banExpires === null
            ? original.until === null
            : member.banExpires.getTime() > Date.now() && member.banExpires.getTime() === original.until?.getTime());
        const reinstated = outcome === "overturned" && restricted && Boolean(inForce);
        if (reinstated) await tx.setBan(member.id, { banned: false, banReason: null, banExpires: null });
        const action = await tx.record({
          adminId: admin.id,
          action: "decide_appeal",
          subjectUserId: member.id,
          reason: note,
          details: { appealId, outcome, noticeId: original.id, reinstated },
        });
        const notice = await tx.insertNotice({
          userId: member.id,
          actionId: action.id,
          kind: "appeal_decision",
          decision:
            outcome === "upheld"
              ? NOTICE_TEXT.decisions.upheld
              : reinstated
                ? NOTICE_TEXT.decisions.overturnedReinstated
                : NOTICE_TEXT.decisions.overturned,
          ruleId: original.ruleId,
          facts: note,
        });
        return {
          answer: { id: decided.id, status: outcome, decidedAt: decided.decidedAt!.toISOString(), reinstated },
          outgoing: { email: member.email, notice },
        };
      });
      mail(result.outgoing);
      return result.answer;
    },

    async audit(query: unknown): Promise<AdminAudit> {
      const { adminId, userId, page } = AdminAuditQuerySchema.parse(query);
      const size = ADMIN_AUDIT_PAGE_SIZE;
      // One row more than a page says whether another page follows.
      const rows = await repo.auditPage({ adminId, userId }, size + 1, (page - 1) * size);
      return {
        actions: rows.slice(0, size).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        page,
        hasMore: rows.length > size,
      };
    },
  };
}
export type ModerationActions = ReturnType<typeof createModerationActions>;
