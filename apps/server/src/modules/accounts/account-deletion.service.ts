import {
  ACCOUNT_DATA_TEXT as TEXT,
  ACCOUNT_DELETE_ATTEMPTS,
  DeleteAccountPasskeySchema,
  DeleteAccountPasswordSchema,
  type AccountDeleted,
  type DeleteChallenge,
} from "@kindred/contracts";
import { AppError, RateLimitedError } from "../../errors";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { Mailer } from "../mail/mailer";
import { selfDeletionMail } from "./account-mail";
import type { AccountsRepository } from "./accounts.repository";
import type { AccountsService } from "./accounts.service";
import type { PasskeyConfirmation } from "./passkey-confirmation";

type Deps = {
  repo: Pick<AccountsRepository, "passwordHashOf">;
  accounts: Pick<AccountsService, "deleteAccount">;
  passkeys: PasskeyConfirmation;
  limiter: RateLimiter;
  mailer: Mailer;
  log: Logger;
  /** better-auth's own check, so a password is judged exactly as sign-in judges it. */
  verifyPassword: (input: { hash: string; password: string }) => Promise<boolean>;
};

/**
 * A member deleting their own account (Settings > Account), confirmed with their password or one of
 * their passkeys: the same erasure as an admin's deletion (accounts.service), then a confirmation to
 * the address it had. A wrong answer is a guess from a session that may not be the owner's: attempts
 * (of either kind) are limited.
 */
export function createAccountDeletionService({ repo, accounts, passkeys, limiter, mailer, log, verifyPassword }: Deps) {
  const limit = async (userId: string) => {
    const hit = await limiter.hit(`account-delete:${userId}`, { windowSeconds: 15 * 60, max: ACCOUNT_DELETE_ATTEMPTS });
    if (!hit.allowed) throw new RateLimitedError(TEXT.tooManyAttempts, hit.retryAfterSeconds);
  };

  async function confirmWithPassword(userId: string, input: unknown) {
    const parsed = DeleteAccountPasswordSchema.safeParse(input ?? {});
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? TEXT.passwordRequired;
      throw new AppError("VALIDATION_FAILED", message, { password: message });
    }
    await limit(userId);
    const hash = await repo.passwordHashOf(userId);
    if (!hash) throw new AppError("FORBIDDEN", TEXT.noPassword);
    if (!(await verifyPassword({ hash, password: parsed.data.password }))) {
      log.warn("account deletion refused: wrong password", { userId });
      throw new AppError("FORBIDDEN", TEXT.wrongPassword, { password: TEXT.wrongPassword });
    }
  }

  async function confirmWithPasskey(userId: string, input: unknown, origin: string | undefined) {
    const parsed = DeleteAccountPasskeySchema.safeParse(input);
    if (!parsed.success) throw new AppError("VALIDATION_FAILED", TEXT.passkeyFailed);
    await limit(userId);
    const outcome = await passkeys.verify(userId, parsed.data.passkey, origin);
    if (outcome === "expired") throw new AppError("FORBIDDEN", TEXT.passkeyExpired);
    if (outcome === "refused") {
      log.warn("account deletion refused: passkey not verified", { userId });
      throw new AppError("FORBIDDEN", TEXT.passkeyFailed);
    }
  }

  return {
    /** The WebAuthn prompt for confirming with a passkey: only this member's own passkeys are offered. */
    passkeyChallenge: (userId: string): Promise<DeleteChallenge> => passkeys.challenge(userId),

    /** `origin` is the request's Origin header (already checked as this site's), which the passkey signed. */
    async deleteOwn(userId: string, input: unknown, origin?: string): Promise<AccountDeleted> {
      const withPasskey = typeof input === "object" && input !== null && "passkey" in input;
      if (withPasskey) await confirmWithPasskey(userId, input, origin);
      else await confirmWithPassword(userId, input);
      const erased = await accounts.deleteAccount(userId);
      // Gone already (a second tab, an admin at the same moment): what was asked for is done.
      if (!erased) return { deleted: true };
      // After the commit and not awaited: a mail server that is down must not undo or delay the deletion.
      void mailer
        .send(selfDeletionMail(erased.email, erased.firstName, erased.locale))
        .catch((error: unknown) => log.error("account deletion mail not sent", { userId, error: String(error) }));
      log.info("account deleted by its member", { userId });
      return { deleted: true };
    },
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
