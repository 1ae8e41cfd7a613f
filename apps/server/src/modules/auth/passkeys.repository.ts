import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passkeys } from "../../db/schema";

const columns = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  aaguid: passkeys.aaguid,
  backedUp: passkeys.backedUp,
};

/** The member's own passkeys (better-auth's passkey plugin writes them; we list, rename and remove). */
export function createPasskeysRepository(db: Db) {
  return {
    async ofMember(userId: string) {
      return db.select(columns).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
    },
    /** Undefined when the member has no passkey with this id. */
    async rename(userId: string, id: string, name: string) {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning(columns);
      return row;
    },
    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return deleted.length > 0;
    },
  };
}
export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
