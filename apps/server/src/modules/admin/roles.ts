import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/**
 * ADMIN_EMAILS: accounts with these emails are admins once they have proved the address (the mailed
 * link). Whoever signs up first with an admin's address gets nothing until they can read its mail.
 */
export async function promoteAdminEmails(db: Db, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const promoted = await db
    .update(users)
    .set({ role: "admin" })
    .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.emailVerified, true)))
    .returning({ id: users.id });
  return promoted.length;
}

export type RoleChange = "changed" | "no-account" | "unverified";

/** The command line's grant and revoke. Granting needs a verified address, as ADMIN_EMAILS does. */
export async function setRole(db: Db, email: string, role: "admin" | "user"): Promise<RoleChange> {
  const address = email.trim().toLowerCase();
  const [account] = await db.select({ id: users.id, verified: users.emailVerified }).from(users).where(eq(users.email, address));
  if (!account) return "no-account";
  if (role === "admin" && !account.verified) return "unverified";
  await db.update(users).set({ role }).where(eq(users.id, account.id));
  return "changed";
}
