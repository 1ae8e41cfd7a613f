import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

export function createTwoFactorRepository(db: Db) {
  return {
    async isEnabled(userId: string): Promise<boolean> {
      const [row] = await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
      return row?.enabled ?? false;
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
