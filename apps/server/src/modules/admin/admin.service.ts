import {
  ADMIN_APPEALS_PAGE_SIZE,
  ADMIN_CHATS_PAGE_SIZE,
  ADMIN_PANEL_TEXT,
  ADMIN_PHOTOS_PAGE_SIZE,
  ADMIN_READ_TEXT,
  ADMIN_REPORTS_PAGE_SIZE,
  ADMIN_TEXT,
  ADMIN_USERS_PAGE_SIZE,
  AdminAppealsQuerySchema,
  AdminChatsQuerySchema,
  AdminPhotosQuerySchema,
  AdminReportsQuerySchema,
  AdminUsersQuerySchema,
  MESSAGE_TEXT,
  PhotoSizeSchema,
  adminPhotoUrl,
  type AccountStatus,
  type AdminAppeals,
  type AdminChatMessages,
  type AdminChats,
  type AdminPhotos,
  type AdminReports,
  type AdminUsers,
} from "@kindred/contracts";
import { z } from "zod";
import { AppError } from "../../errors";
import type { BlobStore } from "../../storage";
import type { Logger } from "../../lib/logger";
import { publishSessionsChanged } from "../auth/session-revocation";
import { decisionIn } from "../notices/decision-text";
import type { SessionUser } from "../auth/session.middleware";
import type { EventBus } from "../realtime/event-bus";
import type { AdminRepository } from "./admin.repository";
import { createStatsReads } from "./stats.service";

const Uuid = z.uuid();
const FileNumber = z.coerce.number().int().min(0).max(100_000);

/** A ban without an end is a ban; one that ends later is a suspension; one that has ended no longer counts. */
function accountStatus(
  banned: boolean | null,
  banExpires: Date | null,
  now: number,
): { status: AccountStatus; suspendedUntil: string | null } {
  if (!banned || (banExpires && banExpires.getTime() <= now)) return { status: "active", suspendedUntil: null };
  if (!banExpires) return { status: "banned", suspendedUntil: null };
  return { status: "suspended", suspendedUntil: banExpires.toISOString() };
}

/**
 * The name the panel shows for a member of a conversation: no account any more, or no name yet (an
 * admin who never made a profile): their address, which says who it is.
 */
function memberName(id: string | null, firstName: string | null, lastName: string | null, email?: string | null) {
  if (!id) return MESSAGE_TEXT.deletedMember;
  return [firstName, lastName].filter((part) => part?.trim()).join(" ") || email || ADMIN_READ_TEXT.unknownMember;
}

const offsetOf = (page: number, size: number) => (page - 1) * size;

export type RoleChange = "changed" | "no-account" | "unverified";

/**
 * Roles. Sessions carry the role, so every change is published (`sessions.changed`): each process's
 * session cache drops the member's sessions. `revocations` is the running servers' bus (the command
 * line's on PostgreSQL; on PGlite the server is stopped while it runs, so no cache holds the member).
 */
export function createAdminService(
  repo: AdminRepository,
  revocations?: { bus: Pick<EventBus, "publish">; log: Pick<Logger, "warn"> },
) {
  const changed = (userIds: string[]) =>
    revocations ? publishSessionsChanged(revocations.bus, revocations.log, userIds) : Promise.resolve();
  return {
    /**
     * ADMIN_EMAILS: accounts with these emails are admins once they have proved the address (the mailed
     * link). Whoever signs up first with an admin's address gets nothing until they can read its mail.
     */
    async promoteAdminEmails(emails: string[]): Promise<number> {
      if (emails.length === 0) return 0;
      const promoted = await repo.promoteVerified(emails);
      await changed(promoted);
      return promoted.length;
    },

    /** The command line's grant and revoke. Granting needs a verified address, as ADMIN_EMAILS does. */
    async setRole(email: string, role: "admin" | "user"): Promise<RoleChange> {
      const account = await repo.accountByEmail(email.trim().toLowerCase());
      if (!account) return "no-account";
      if (role === "admin" && !account.verified) return "unverified";
      await repo.setRole(account.id, role);
      await changed([account.id]);
      return "changed";
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;

/**
 * The moderation panel's reads: the reports queue and its evidence files, members, conversations (a
 * reported one's messages, each read audited), photos, appeals, Stats and the transparency report.
 */
export function createModerationService(repo: AdminRepository, store: BlobStore) {
  const statsReads = createStatsReads(repo.stats);
  return {
    /** Admins only: a member is refused (403); a visitor never gets here (the session check: 401). */
    requireAdmin(user: Pick<SessionUser, "role">): void {
      if (user.role !== "admin") throw new AppError("FORBIDDEN", ADMIN_TEXT.forbidden);
    },

    async reports(query: unknown): Promise<AdminReports> {
      const { status, page } = AdminReportsQuerySchema.parse(query);
      const size = ADMIN_REPORTS_PAGE_SIZE;
      // One row more than a page says whether another page follows.
      const rows = await repo.reportQueue(status, size + 1, (page - 1) * size);
      return {
        reports: rows.slice(0, size).map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
        page,
        hasMore: rows.length > size,
      };
    },

    async evidenceFile(reportId: string, n: string) {
      const id = Uuid.safeParse(reportId);
      const number = FileNumber.safeParse(n);
      const file = id.success && number.success ? await repo.evidenceFile(id.data, number.data) : undefined;
      const blob = file ? await store.get(file.key) : undefined;
      if (!file || !blob) throw new AppError("NOT_FOUND", ADMIN_TEXT.evidenceNotFound);
      return { ...blob, contentType: file.contentType };
    },

    async users(query: unknown): Promise<AdminUsers> {
      const { q, page } = AdminUsersQuerySchema.parse(query);
      const size = ADMIN_USERS_PAGE_SIZE;
      const { rows, total } = await repo.usersPage(q, size, offsetOf(page, size));
      const online = await repo.onlineAmong(rows.map((row) => row.id));
      const now = Date.now();
      return {
        users: rows.map((row) => ({
          id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          location: row.location,
          email: row.email,
          role: row.role,
          online: online.has(row.id),
          ...accountStatus(row.banned, row.banExpires, now),
          joinedAt: row.createdAt.toISOString(),
          isDemo: row.isDemo,
        })),
        total,
        page,
        pageSize: size,
      };
    },

    async chats(query: unknown): Promise<AdminChats> {
      const { page } = AdminChatsQuerySchema.parse(query);
      const size = ADMIN_CHATS_PAGE_SIZE;
      const { rows, total } = await repo.chatsPage(size, offsetOf(page, size));
      return {
        chats: rows.map((row) => ({
          matchId: row.matchId,
          user1Id: row.user1Id,
          user2Id: row.user2Id,
          user1Name: memberName(row.user1Id, row.user1FirstName, row.user1LastName, row.user1Email),
          user2Name: memberName(row.user2Id, row.user2FirstName, row.user2LastName, row.user2Email),
          user1IsDemo: row.user1IsDemo,
          user2IsDemo: row.user2IsDemo,
          status: row.status,
          messageCount: row.messageCount,
          lastActivity: (row.lastMessageAt ?? row.matchedAt ?? row.createdAt).toISOString(),
          reported: row.reported,
        })),
        total,
        page,
        pageSize: size,
      };
    },

    /**
     * A conversation's messages, for an admin, only once a member has reported it; the read and its
     * audit row commit together, so no read goes unrecorded.
     */
    async chatMessages(admin: Pick<SessionUser, "id">, rawMatchId: string): Promise<AdminChatMessages> {
      const parsed = Uuid.safeParse(rawMatchId);
      if (!parsed.success) throw new AppError("VALIDATION_FAILED", ADMIN_READ_TEXT.badMatchId);
      const matchId = parsed.data.toLowerCase();
      return repo.readConversation(async (tx) => {
        if (!(await tx.matchExists(matchId))) throw new AppError("NOT_FOUND", ADMIN_READ_TEXT.matchNotFound);
        const report = await tx.latestReport(matchId);
        if (!report) throw new AppError("FORBIDDEN", ADMIN_PANEL_TEXT.conversationClosed);
        const rows = await tx.messages(matchId);
        await tx.recordRead({
          adminId: admin.id,
          subjectUserId: report.reportedUserId,
          reportId: report.id,
          matchId,
          messageCount: rows.length,
        });
        return {
          matchId,
          messages: rows.map((row) => ({
            id: row.id,
            senderId: row.senderId,
            senderName: memberName(row.senderId, row.firstName, row.lastName, row.email),
            content: row.content,
            hasImage: row.hasImage,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      });
    },

    async photos(query: unknown): Promise<AdminPhotos> {
      const { flagged, page } = AdminPhotosQuerySchema.parse(query);
      const size = ADMIN_PHOTOS_PAGE_SIZE;
      const { rows, total } = await repo.photos.page(flagged, size, offsetOf(page, size));
      return {
        photos: rows.map((row) => ({
          id: row.id,
          url: adminPhotoUrl(row.id),
          previewUrl: adminPhotoUrl(row.id, "preview"),
          userId: row.userId,
          isPrivate: row.isPrivate,
          isFlagged: row.isFlagged || row.report !== null,
          flagReason: row.report?.reason ?? row.flagReason,
          isMain: row.position === 0,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          owner: {
            id: row.userId,
            firstName: row.firstName,
            lastName: row.lastName,
            email: row.email,
            isDemo: row.isDemo,
          },
          report: row.report,
          held: row.held,
          similar:
            row.similarPhotoId && row.similarOwnerId
              ? {
                  photoId: row.similarPhotoId,
                  url: adminPhotoUrl(row.similarPhotoId),
                  previewUrl: adminPhotoUrl(row.similarPhotoId, "preview"),
                  ownerId: row.similarOwnerId,
                  ownerName: memberName(
                    row.similarOwnerId,
                    row.similarFirstName,
                    row.similarLastName,
                    row.similarOwnerEmail,
                  ),
                  ownerBanned: Boolean(row.similarOwnerBanned),
                  distance: row.similarDistance ?? 0,
                }
              : null,
        })),
        total,
        page,
        pageSize: size,
      };
    },

    /** Any photo's file, private ones included: admins review what members cannot see. */
    async photoFile(rawId: string, rawSize: string | undefined) {
      const size = PhotoSizeSchema.optional().parse(rawSize) ?? "main";
      const id = Uuid.safeParse(rawId);
      const row = id.success ? await repo.photos.file(id.data) : undefined;
      const blob = row ? await store.get(size === "preview" ? row.previewKey : row.storageKey) : undefined;
      if (!row || !blob) throw new AppError("NOT_FOUND", ADMIN_PANEL_TEXT.photoNotFound);
      return { ...blob, contentType: row.contentType };
    },

    async appeals(query: unknown, locale: string): Promise<AdminAppeals> {
      const { status, page } = AdminAppealsQuerySchema.parse(query);
      const size = ADMIN_APPEALS_PAGE_SIZE;
      // One row more than a page says whether another page follows.
      const rows = await repo.appealsPage(status, size + 1, offsetOf(page, size));
      return {
        appeals: rows.slice(0, size).map(({ until, ...row }) => ({
          ...row,
          decision: decisionIn(locale, { decision: row.decision, until }),
          createdAt: row.createdAt.toISOString(),
          decidedAt: row.decidedAt?.toISOString() ?? null,
        })),
        page,
        hasMore: rows.length > size,
      };
    },

    stats: () => statsReads.stats(),
    transparencyCsv: () => statsReads.transparencyCsv(),
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
