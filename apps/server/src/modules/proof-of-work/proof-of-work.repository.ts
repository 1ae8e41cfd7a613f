import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { proofOfWorkSpent } from "./proof-of-work.schema";

export function createProofOfWorkRepository(db: Db) {
  return {
    /** Records a solution as used; false when it already was (a replay), in one statement for every process. */
    async spend(signature: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(proofOfWorkSpent)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: proofOfWorkSpent.signature });
      return rows.length === 1;
    },
    /** Forgets solutions whose challenge has expired: they would be refused as expired anyway. */
    async sweep(): Promise<void> {
      await db.delete(proofOfWorkSpent).where(lt(proofOfWorkSpent.expiresAt, sql`now()`));
    },
  };
}
export type ProofOfWorkRepository = ReturnType<typeof createProofOfWorkRepository>;
