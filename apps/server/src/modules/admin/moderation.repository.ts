import type { ModerationActionKind, ReportDecision } from "@kindred/contracts";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { moderationActions, reports, sessions, users } from "../../db/schema";

export type NewModerationAction = {
  adminId: string;
  action: ModerationActionKind;
  subjectUserId: string | null;
  reportId?: string | null;
  reason: string | null;
  details?: Record<string, unknown>;
};
export type BanState = { banned: boolean; banReason: string | null; banExpires: Date | null };

/** Account actions and report decisions, each one transaction with its audit row; and the audit log. */
export function createModerationRepository(db: Db) {
  return {
    /** Runs `work` in one transaction, with the writes bound to it: the action and its audit row commit together. */
    transaction<T>(work: (tx: ModerationWrites) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(moderationWrites(tx as unknown as Db)));
    },

    /** The log, newest first, optionally for one admin and/or one member. */
    auditPage(filter: { adminId?: string; userId?: string }, limit: number, offset: number) {
      const where: SQL[] = [];
      if (filter.adminId) where.push(eq(moderationActions.adminId, filter.adminId));
      if (filter.userId) where.push(eq(moderationActions.subjectUserId, filter.userId));
      return db
        .select()
        .from(moderationActions)
        .where(and(...where))
        .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
export type ModerationRepository = ReturnType<typeof createModerationRepository>;

function moderationWrites(db: Db) {
  return {
    /** The member's row, locked until the transaction ends so two actions on one member queue up. */
    async lockMember(userId: string) {
      const [row] = await db
        .select({ id: users.id, role: users.role, banned: users.banned, banExpires: users.banExpires })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      return row;
    },
    async setBan(userId: string, state: BanState) {
      const [row] = await db.update(users).set(state).where(eq(users.id, userId)).returning({
        userId: users.id,
        banned: users.banned,
        banReason: users.banReason,
        banExpires: users.banExpires,
      });
      return row!;
    },
    /** Signs the member out everywhere: the session check finds no row, so the next request gets 401. */
    async endSessions(userId: string): Promise<number> {
      const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      return ended.length;
    },
    /**
     * Decides a pending report; undefined if it is not pending (decided already, or by a concurrent
     * request: PostgreSQL re-checks the condition once the winner's row lock is released).
     */
    async decideReport(reportId: string, status: ReportDecision, adminId: string) {
      const now = new Date();
      const [row] = await db
        .update(reports)
        .set({ status, reviewedBy: adminId, reviewedAt: now, updatedAt: now })
        .where(and(eq(reports.id, reportId), eq(reports.status, "pending")))
        .returning({
          id: reports.id,
          status: reports.status,
          reportedUserId: reports.reportedUserId,
          reviewedAt: reports.reviewedAt,
        });
      return row;
    },
    async reportExists(reportId: string): Promise<boolean> {
      const [row] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId));
      return Boolean(row);
    },
    /** The audit row; there is deliberately no update or delete here (and the database refuses both). */
    async record(action: NewModerationAction) {
      const [row] = await db.insert(moderationActions).values(action).returning();
      return row!;
    },
  };
}
type ModerationWrites = ReturnType<typeof moderationWrites>;
