import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passkeys, verifications } from "../../db/schema";

/** The delete challenge's row in better-auth's verifications table: one per member at a time. */
const identifierOf = (userId: string) => `account-delete:${userId}`;

/** Confirming a deletion with a passkey: the member's one pending challenge, and their passkeys. */
export function createPasskeyConfirmationRepository(db: Db) {
  return {
    /** Replaces any earlier challenge: only the newest prompt can be answered. */
    async saveChallenge(userId: string, challenge: string, expiresAt: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(verifications).where(eq(verifications.identifier, identifierOf(userId)));
        await tx.insert(verifications).values({ identifier: identifierOf(userId), value: challenge, expiresAt });
      });
    },

    /** The unexpired challenge, consumed: an answer is checked against it once, right or wrong. */
    async takeChallenge(userId: string): Promise<string | undefined> {
      const rows = await db
        .delete(verifications)
        .where(eq(verifications.identifier, identifierOf(userId)))
        .returning({ value: verifications.value, expiresAt: verifications.expiresAt });
      return rows.find((row) => row.expiresAt > new Date())?.value;
    },

    async passkeysOf(userId: string) {
      return db
        .select({
          id: passkeys.id,
          credentialId: passkeys.credentialID,
          publicKey: passkeys.publicKey,
          counter: passkeys.counter,
          transports: passkeys.transports,
        })
        .from(passkeys)
        .where(eq(passkeys.userId, userId));
    },

    /** The authenticator's signature counter, as sign-in stores it (a cloned key would repeat one). */
    async setCounter(id: string, counter: number) {
      await db.update(passkeys).set({ counter }).where(eq(passkeys.id, id));
    },
  };
}
export type PasskeyConfirmationRepository = ReturnType<typeof createPasskeyConfirmationRepository>;
