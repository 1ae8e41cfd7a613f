import {
  ADMIN_ACTION_TEXT as TEXT,
  BanInputSchema,
  DeleteMemberInputSchema,
  NOTICE_TEXT,
  SuspendInputSchema,
  WarnInputSchema,
  type AccountState,
  type DeletedMember,
  type GuidelineId,
  type ModerationActionKind,
} from "@kindred/contracts";
import { AppError } from "../../errors";
import { DAY_MS, idFrom, stateOf, type Admin, type ModerationDeps, type ModerationSteps } from "./moderation-steps";

/** What admins do to an account: ban, suspend, warn, reinstate, delete. */
export function createAccountActions(
  { repo, statements, accounts }: ModerationDeps,
  { target, answerReport, notYourself, endSessions, mail }: ModerationSteps,
) {
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
        // The message, not the sentence: its `{until}` is the row's, written in each reader's language.
        decision: change.expires ? NOTICE_TEXT.decisions.suspended : NOTICE_TEXT.decisions.banned,
        ruleId: change.rule,
        facts: change.reason,
        until: change.expires,
      });
      return { state, outgoing: { email: member.email, locale: member.locale, notice } };
    });
    await endSessions(userId);
    mail(outgoing);
    return stateOf(state);
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
        return { member, outgoing: { email: member.email, locale: member.locale, notice } };
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
      // In the language the account had (read with its row, before it went).
      void statements.sendDeletion(erased.email, { ruleId: rule, facts: reason }, erased.locale);
      return { deleted: true, userId };
    },
  };
}
