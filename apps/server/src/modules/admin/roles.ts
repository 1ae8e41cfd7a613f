import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/** ADMIN_EMAILS: accounts with these emails are admins, whether they exist yet or sign up later. */
export async function promoteAdminEmails(db: Db, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const promoted = await db
    .update(users)
    .set({ role: "admin" })
    .where(inArray(sql`lower(${users.email})`, emails))
    .returning({ id: users.id });
  return promoted.length;
}

export async function setRole(db: Db, email: string, role: "admin" | "user"): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
