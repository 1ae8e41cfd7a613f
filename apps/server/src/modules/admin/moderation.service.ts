import {
  ADMIN_ACTION_TEXT as TEXT,
  ADMIN_AUDIT_PAGE_SIZE,
  AdminAuditQuerySchema,
  BanInputSchema,
  ReportDecisionInputSchema,
  SuspendInputSchema,
  type AccountState,
  type AdminAudit,
  type ModerationActionKind,
  type ReportDecisionResult,
} from "@kindred/contracts";
import { z } from "zod";
import { AppError } from "../../errors";
import type { SessionUser } from "../auth/session.middleware";
import type { EventBus } from "../realtime/event-bus";
import type { ModerationRepository } from "./moderation.repository";

const Uuid = z.uuid();
const DAY_MS = 24 * 60 * 60 * 1000;
type Admin = Pick<SessionUser, "id">;

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

/**
 * What admins do to accounts and reports. Each action is one transaction that also writes its one
 * audit row, so an action is never done without its record, nor recorded without being done.
 */
export function createModerationActions(repo: ModerationRepository, bus: EventBus) {
  /** Ban (no expiry) or suspend (an expiry): banned, signed out everywhere, sockets closed. */
  async function restrict(
    admin: Admin,
    rawId: string,
    change: { action: ModerationActionKind; reason: string; expires: Date | null; details: Record<string, unknown> },
  ): Promise<AccountState> {
    const userId = idFrom(rawId, TEXT.badMemberId);
    if (userId === admin.id) throw new AppError("BAD_REQUEST", TEXT.notYourself);
    const state = await repo.transaction(async (tx) => {
      const member = await tx.lockMember(userId);
      if (!member) throw new AppError("NOT_FOUND", TEXT.memberNotFound);
      // An admin could lift their own ban; the role is revoked first, from the command line.
      if (member.role === "admin") throw new AppError("FORBIDDEN", TEXT.notAnAdmin);
      const row = await tx.setBan(userId, { banned: true, banReason: change.reason, banExpires: change.expires });
      const sessionsEnded = await tx.endSessions(userId);
      await tx.record({
        adminId: admin.id,
        action: change.action,
        subjectUserId: userId,
        reason: change.reason,
        details: { ...change.details, sessionsEnded },
      });
      return row;
    });
    // After the commit, so no socket closes for a ban that rolled back. If this fails, the heartbeat
    // still closes the sockets (their sessions are gone) within one period.
    await bus.publish([userId], { type: "sessions.ended" }).catch(() => undefined);
    return stateOf(state);
  }

  return {
    ban(admin: Admin, rawId: string, input: unknown): Promise<AccountState> {
      const { reason } = BanInputSchema.parse(input);
      return restrict(admin, rawId, { action: "ban", reason, expires: null, details: {} });
    },

    /** Lifts by itself: visibility and sign-in read `ban_expires` (better-auth clears an expired ban on sign-in). */
    suspend(admin: Admin, rawId: string, input: unknown): Promise<AccountState> {
      const { days, reason } = SuspendInputSchema.parse(input);
      const expires = new Date(Date.now() + days * DAY_MS);
      return restrict(admin, rawId, {
        action: "suspend",
        reason,
        expires,
        details: { days, until: expires.toISOString() },
      });
    },

    async reinstate(admin: Admin, rawId: string): Promise<AccountState> {
      const userId = idFrom(rawId, TEXT.badMemberId);
      if (userId === admin.id) throw new AppError("BAD_REQUEST", TEXT.notYourself);
      const state = await repo.transaction(async (tx) => {
        const member = await tx.lockMember(userId);
        if (!member) throw new AppError("NOT_FOUND", TEXT.memberNotFound);
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

    /** A pending report is decided once; the loser of two concurrent decisions gets 409. */
    async decide(admin: Admin, rawId: string, input: unknown): Promise<ReportDecisionResult> {
      const reportId = idFrom(rawId, TEXT.badReportId);
      const { status, note } = ReportDecisionInputSchema.parse(input);
      return repo.transaction(async (tx) => {
        const decided = await tx.decideReport(reportId, status, admin.id);
        if (!decided) {
          if (await tx.reportExists(reportId)) throw new AppError("CONFLICT", TEXT.alreadyDecided);
          throw new AppError("NOT_FOUND", TEXT.reportNotFound);
        }
        await tx.record({
          adminId: admin.id,
          action: "decide_report",
          subjectUserId: decided.reportedUserId,
          reportId,
          reason: note || null,
          details: { status },
        });
        return { id: decided.id, status, reviewedBy: admin.id, reviewedAt: decided.reviewedAt!.toISOString() };
      });
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
