import type { TwoFactorStatus } from "@kindred/contracts";
import type { Logger } from "../../lib/logger";
import type { Auth } from "./auth";
import type { TwoFactorRepository } from "./two-factor.repository";

/**
 * Whether the member's sign-in asks for a code. Turning it on and off, and the codes themselves, are
 * better-auth's twoFactor plugin (through auth.routes); the backup codes are stored encrypted, so
 * counting what is left asks the plugin to read them.
 */
export function createTwoFactorService(deps: { repo: TwoFactorRepository; auth: Auth; log: Logger }) {
  const { repo, auth, log } = deps;
  return {
    async status(userId: string): Promise<TwoFactorStatus> {
      if (!(await repo.isEnabled(userId))) return { enabled: false, backupCodesLeft: null };
      try {
        const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
        return { enabled: true, backupCodesLeft: backupCodes.length };
      } catch (error) {
        log.warn("backup codes not readable", { userId, error: String(error) });
        return { enabled: true, backupCodesLeft: null };
      }
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
