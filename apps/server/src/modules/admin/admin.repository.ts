import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

export function createAdminRepository(db: Db) {
  return {
    /** Makes the verified accounts among these (lower-case) emails admins; answers how many. */
    async promoteVerified(emails: string[]): Promise<number> {
      const promoted = await db
        .update(users)
        .set({ role: "admin" })
        .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.emailVerified, true)))
        .returning({ id: users.id });
      return promoted.length;
    },
    async accountByEmail(email: string) {
      const [account] = await db
        .select({ id: users.id, verified: users.emailVerified })
        .from(users)
        .where(eq(users.email, email));
      return account;
    },
    async setRole(userId: string, role: "admin" | "user"): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, userId));
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
