import { photoUrl, type AppealStatus, type ModerationActionKind, type ReportDecision } from "@kindred/contracts";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  appeals,
  moderationActions,
  moderationNotices,
  profilePhotos,
  profiles,
  reports,
  sessions,
  users,
} from "../../db/schema";
import type { AccountWrites } from "../accounts/accounts.repository";
import type { PhotosRepository } from "../photos/photos.repository";

export type NewModerationAction = {
  adminId: string;
  action: ModerationActionKind;
  subjectUserId: string | null;
  reportId?: string | null;
  reason: string | null;
  details?: Record<string, unknown>;
};
export type NewNotice = Omit<typeof moderationNotices.$inferInsert, "id" | "createdAt" | "acknowledgedAt">;
export type BanState = { banned: boolean; banReason: string | null; banExpires: Date | null };

/** The photos module's own queries (delete, close ranks, avatar), bound to the moderation transaction. */
type PhotoWrites = Pick<PhotosRepository, "lockMember" | "deleteOwned" | "renumber" | "listOwn" | "setAvatar">;
/** What other modules lend the moderation transaction, so their rules stay written once. */
export type LentWrites = { accounts: (db: Db) => AccountWrites; photos: (db: Db) => PhotoWrites };

const adminProfile = alias(profiles, "admin_profile");
const subjectProfile = alias(profiles, "subject_profile");

/** Account, photo, report and appeal decisions, each one transaction with its audit row; and the audit log. */
export function createModerationRepository(db: Db, lent: LentWrites) {
  return {
    /** Runs `work` in one transaction, with the writes bound to it: the action and its audit row commit together. */
    transaction<T>(work: (tx: ModerationWrites) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(moderationWrites(tx as unknown as Db, lent)));
    },

    /** The log, newest first, optionally for one admin and/or one member, with both first names. */
    auditPage(filter: { adminId?: string; userId?: string }, limit: number, offset: number) {
      const where: SQL[] = [];
      if (filter.adminId) where.push(eq(moderationActions.adminId, filter.adminId));
      if (filter.userId) where.push(eq(moderationActions.subjectUserId, filter.userId));
      return db
        .select({
          id: moderationActions.id,
          adminId: moderationActions.adminId,
          action: moderationActions.action,
          subjectUserId: moderationActions.subjectUserId,
          reportId: moderationActions.reportId,
          reason: moderationActions.reason,
          details: moderationActions.details,
          createdAt: moderationActions.createdAt,
          // No profile (an admin who never made one): the address says who it was.
          adminName: sql<
            string | null
          >`coalesce(nullif(trim(${adminProfile.firstName}), ''), (select ${users.email} from ${users} where ${users.id} = ${moderationActions.adminId}))`,
          subjectName: sql<
            string | null
          >`coalesce(nullif(trim(${subjectProfile.firstName}), ''), (select ${users.email} from ${users} where ${users.id} = ${moderationActions.subjectUserId}))`,
        })
        .from(moderationActions)
        .leftJoin(adminProfile, eq(adminProfile.id, moderationActions.adminId))
        .leftJoin(subjectProfile, eq(subjectProfile.id, moderationActions.subjectUserId))
        .where(and(...where))
        .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
export type ModerationRepository = ReturnType<typeof createModerationRepository>;

function moderationWrites(db: Db, lent: LentWrites) {
  const photos = lent.photos(db);
  return {
    /** Account deletion's writes, in this transaction (so its audit row commits with it). */
    account: lent.accounts(db),

    /**
     * The member's row, locked until the transaction ends so two actions on one member queue up. A "no key
     * update" lock: it queues admin actions without blocking the rows other transactions insert that
     * refer to the member (a report decision's audit row), which would deadlock against their report.
     */
    async lockMember(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          // The statement's mail goes in their language.
          locale: users.locale,
          role: users.role,
          banned: users.banned,
          banReason: users.banReason,
          banExpires: users.banExpires,
        })
        .from(users)
        .where(eq(users.id, userId))
        .for("no key update");
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
          kind: reports.kind,
          targetId: reports.targetId,
          category: reports.category,
          reason: reports.reason,
        });
      return row;
    },
    async reportExists(reportId: string): Promise<boolean> {
      const [row] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId));
      return Boolean(row);
    },
    /** A report as it stands (not locked: deciding it is the conditional update above). */
    async report(reportId: string) {
      const [row] = await db
        .select({
          id: reports.id,
          kind: reports.kind,
          targetId: reports.targetId,
          reportedUserId: reports.reportedUserId,
          status: reports.status,
        })
        .from(reports)
        .where(eq(reports.id, reportId));
      return row;
    },
    /** Decides every pending report of this photo (the photo's fate answers them all); their ids. */
    async decidePhotoReports(photoId: string, status: ReportDecision, adminId: string): Promise<string[]> {
      const now = new Date();
      const rows = await db
        .update(reports)
        .set({ status, reviewedBy: adminId, reviewedAt: now, updatedAt: now })
        .where(and(eq(reports.kind, "photo"), eq(reports.targetId, photoId), eq(reports.status, "pending")))
        .returning({ id: reports.id });
      return rows.map((row) => row.id);
    },

    /** The audit row; there is deliberately no update or delete here (and the database refuses both). */
    async record(action: NewModerationAction) {
      const [row] = await db.insert(moderationActions).values(action).returning();
      return row!;
    },
    /** The statement of reasons the member reads, tied to the decision's audit row. */
    async insertNotice(notice: NewNotice) {
      const [row] = await db.insert(moderationNotices).values(notice).returning();
      return row!;
    },

    async photo(photoId: string) {
      const [row] = await db
        .select({
          id: profilePhotos.id,
          userId: profilePhotos.userId,
          held: profilePhotos.held,
          isFlagged: profilePhotos.isFlagged,
        })
        .from(profilePhotos)
        .where(eq(profilePhotos.id, photoId));
      return row;
    },
    /**
     * Removes a photo as its owner's delete does: the others close ranks and the avatar follows the new
     * first. Answers its two file keys (deleted by the caller after the commit); undefined if it is gone.
     */
    async removePhoto(photoId: string, ownerId: string) {
      await photos.lockMember(ownerId);
      const row = await photos.deleteOwned(photoId, ownerId);
      if (!row) return undefined;
      await photos.renumber(ownerId);
      const [first] = await photos.listOwn(ownerId);
      await photos.setAvatar(ownerId, first ? photoUrl(first.id) : null);
      return [row.storageKey, row.previewKey];
    },
    /** An approved photo is no longer flagged, and one held for looking like another's shows to others. */
    async clearPhotoFlag(photoId: string): Promise<void> {
      await db
        .update(profilePhotos)
        .set({ isFlagged: false, flagReason: null, held: false, updatedAt: new Date() })
        .where(eq(profilePhotos.id, photoId));
    },

    /**
     * Clears the member's verification badge; answers the photo it was given for, or null when there was
     * none. The profile row is locked first, so the answer is the badge this update removed ("no key
     * update", as lockMember: rows that refer to the profile can still be written meanwhile).
     */
    async revokeVerification(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ photoId: profiles.verifiedPhotoId })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .for("no key update");
      if (!row?.photoId) return null;
      await db.update(profiles).set({ verifiedPhotoId: null, verifiedAt: null }).where(eq(profiles.id, userId));
      return row.photoId;
    },

    /** Decides a pending appeal; undefined if it is not pending (the loser of two admins deciding at once). */
    async decideAppeal(appealId: string, outcome: Exclude<AppealStatus, "pending">, adminId: string, note: string) {
      const [row] = await db
        .update(appeals)
        .set({ status: outcome, decidedBy: adminId, decidedAt: new Date(), note })
        .where(and(eq(appeals.id, appealId), eq(appeals.status, "pending")))
        .returning({
          id: appeals.id,
          noticeId: appeals.noticeId,
          userId: appeals.userId,
          decidedAt: appeals.decidedAt,
        });
      return row;
    },
    async appealExists(appealId: string): Promise<boolean> {
      const [row] = await db.select({ id: appeals.id }).from(appeals).where(eq(appeals.id, appealId));
      return Boolean(row);
    },
    async notice(noticeId: string) {
      const [row] = await db.select().from(moderationNotices).where(eq(moderationNotices.id, noticeId));
      return row;
    },
  };
}
export type ModerationWrites = ReturnType<typeof moderationWrites>;
