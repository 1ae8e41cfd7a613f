import {
  ADMIN_ACTION_TEXT as TEXT,
  ADMIN_PANEL_TEXT as PANEL,
  type AccountState,
  type ReportDecision,
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
export const DAY_MS = 24 * 60 * 60 * 1000;
export type Admin = Pick<SessionUser, "id">;
type Member = NonNullable<Awaited<ReturnType<ModerationWrites["lockMember"]>>>;
/** A statement to mail once the transaction has committed, in the member's language. */
export type Outgoing = { email: string; locale: string; notice: NoticeRow };

/** A malformed id is a 400 (the Accounts tab's input is typed by hand); a well-formed unknown one, 404. */
export function idFrom(raw: string, message: string): string {
  const parsed = Uuid.safeParse(raw);
  if (!parsed.success) throw new AppError("VALIDATION_FAILED", message);
  return parsed.data.toLowerCase();
}

export const stateOf = (row: {
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

export type ModerationDeps = {
  repo: ModerationRepository;
  bus: EventBus;
  store: BlobStore;
  log: Logger;
  /** Mails each statement of reasons (the notices module's). */
  statements: StatementMailer;
  /** What an account deletion does after its commit (the accounts module's). */
  accounts: Pick<AccountsService, "afterErase">;
};

/** What every moderation action is made of: its checks inside the transaction, its effects after the commit. */
export function createModerationSteps({ bus, store, log, statements }: ModerationDeps) {
  return {
    /** The member an action is about, locked; refused when unknown, or an admin where admins are exempt. */
    async target(tx: ModerationWrites, userId: string, opts: { adminsExempt: boolean }): Promise<Member> {
      const member = await tx.lockMember(userId);
      if (!member) throw new AppError("NOT_FOUND", TEXT.memberNotFound);
      // An admin could lift their own ban; the role is revoked first, from the command line.
      if (opts.adminsExempt && member.role === "admin") throw new AppError("FORBIDDEN", TEXT.notAnAdmin);
      return member;
    },

    /**
     * The report an action answers: decided now if still pending, and named on the audit row. A report
     * about someone else is refused rather than silently closed.
     */
    async answerReport(
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
    },

    notYourself(admin: Admin, userId: string) {
      if (userId === admin.id) throw new AppError("BAD_REQUEST", TEXT.notYourself);
    },

    async removeFiles(keys: string[]) {
      const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
      for (const [i, result] of results.entries()) {
        if (result.status === "rejected")
          log.error("moderated photo file not removed", { key: keys[i], error: String(result.reason) });
      }
    },

    /**
     * After the commit (nothing happens for an action that rolled back), and first: the member's cached
     * sessions drop and their sockets close on every process before anything slower runs.
     */
    async endSessions(userId: string) {
      await publishSessionsEnded(bus, log, userId);
    },

    /** Mails never hold up the answer, and their failure is logged by the mailer, not thrown. */
    mail(outgoing: Outgoing | undefined) {
      if (outgoing) void statements.send(outgoing.email, outgoing.notice, outgoing.locale);
    },
  };
}
export type ModerationSteps = ReturnType<typeof createModerationSteps>;
