import {
  ACCOUNT_DATA_TEXT as TEXT,
  ACCOUNT_DELETE_ATTEMPTS,
  DeleteAccountInputSchema,
  type AccountDeleted,
} from "@kindred/contracts";
import { AppError } from "../../errors";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { Mailer } from "../mail/mailer";
import { selfDeletionMail } from "./account-mail";
import type { AccountsRepository } from "./accounts.repository";
import type { AccountsService } from "./accounts.service";

type Deps = {
  repo: Pick<AccountsRepository, "passwordHashOf">;
  accounts: Pick<AccountsService, "deleteAccount">;
  limiter: RateLimiter;
  mailer: Mailer;
  log: Logger;
  /** better-auth's own check, so a password is judged exactly as sign-in judges it. */
  verifyPassword: (input: { hash: string; password: string }) => Promise<boolean>;
};

/**
 * A member deleting their own account (Settings > Account), confirmed with their password: the same
 * erasure as an admin's deletion (accounts.service), then a confirmation to the address it had. A
 * wrong password is a guess at it from a session that may not be the owner's: attempts are limited.
 */
export function createAccountDeletionService({ repo, accounts, limiter, mailer, log, verifyPassword }: Deps) {
  return {
    async deleteOwn(userId: string, input: unknown): Promise<AccountDeleted> {
      const parsed = DeleteAccountInputSchema.safeParse(input ?? {});
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? TEXT.passwordRequired;
        throw new AppError("VALIDATION_FAILED", message, { password: message });
      }
      const limit = await limiter.hit(`account-delete:${userId}`, {
        windowSeconds: 15 * 60,
        max: ACCOUNT_DELETE_ATTEMPTS,
      });
      if (!limit.allowed) throw new AppError("RATE_LIMITED", TEXT.tooManyAttempts);
      const hash = await repo.passwordHashOf(userId);
      if (!hash) throw new AppError("FORBIDDEN", TEXT.noPassword);
      if (!(await verifyPassword({ hash, password: parsed.data.password }))) {
        log.warn("account deletion refused: wrong password", { userId });
        throw new AppError("FORBIDDEN", TEXT.wrongPassword, { password: TEXT.wrongPassword });
      }
      const erased = await accounts.deleteAccount(userId);
      // Gone already (a second tab, an admin at the same moment): what was asked for is done.
      if (!erased) return { deleted: true };
      // After the commit and not awaited: a mail server that is down must not undo or delay the deletion.
      void mailer
        .send(selfDeletionMail(erased.email, erased.firstName))
        .catch((error: unknown) => log.error("account deletion mail not sent", { userId, error: String(error) }));
      log.info("account deleted by its member", { userId });
      return { deleted: true };
    },
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
