import { ADMIN_REPORTS_PAGE_SIZE, ADMIN_TEXT, AdminReportsQuerySchema, type AdminReports } from "@kindred/contracts";
import { z } from "zod";
import { AppError } from "../../errors";
import type { BlobStore } from "../../storage";
import type { SessionUser } from "../auth/session.middleware";
import type { AdminRepository } from "./admin.repository";

const Uuid = z.uuid();
const FileNumber = z.coerce.number().int().min(0).max(100_000);

export type RoleChange = "changed" | "no-account" | "unverified";

export function createAdminService(repo: AdminRepository) {
  return {
    /**
     * ADMIN_EMAILS: accounts with these emails are admins once they have proved the address (the mailed
     * link). Whoever signs up first with an admin's address gets nothing until they can read its mail.
     */
    async promoteAdminEmails(emails: string[]): Promise<number> {
      if (emails.length === 0) return 0;
      return repo.promoteVerified(emails);
    },

    /** The command line's grant and revoke. Granting needs a verified address, as ADMIN_EMAILS does. */
    async setRole(email: string, role: "admin" | "user"): Promise<RoleChange> {
      const account = await repo.accountByEmail(email.trim().toLowerCase());
      if (!account) return "no-account";
      if (role === "admin" && !account.verified) return "unverified";
      await repo.setRole(account.id, role);
      return "changed";
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;

/** The moderation panel's reads: the reports queue and the evidence files copied with each report. */
export function createModerationService(repo: AdminRepository, store: BlobStore) {
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
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
