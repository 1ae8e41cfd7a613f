import type { AdminRepository } from "./admin.repository";

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
