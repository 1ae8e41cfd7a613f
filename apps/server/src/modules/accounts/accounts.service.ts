import type { Logger } from "../../lib/logger";
import type { BlobStore } from "../../storage";
import type { EventBus } from "../realtime/event-bus";
import type { AccountsRepository, ErasedAccount } from "./accounts.repository";

type Deps = { repo: AccountsRepository; store: BlobStore; bus: EventBus; log: Logger };

/**
 * Account deletion, whoever asks: the member themselves (settings) or an admin (who also audits it, in
 * the same transaction, through `accountWrites`). Files and sockets are dealt with only after the
 * commit, so a deletion that rolled back never lost a file.
 */
export function createAccountsService({ repo, store, bus, log }: Deps) {
  /** After the commit: the files go, and every socket of the account closes on every process. */
  async function afterErase(erased: ErasedAccount): Promise<void> {
    const results = await Promise.allSettled(erased.blobKeys.map((key) => store.delete(key)));
    for (const [i, result] of results.entries()) {
      // The rows are gone; a file left behind is logged so it can be removed by hand.
      if (result.status === "rejected")
        log.error("deleted account's file not removed", { key: erased.blobKeys[i], error: String(result.reason) });
    }
    // If this fails, the heartbeat closes the sockets anyway: their sessions are gone.
    await bus.publish([erased.userId], { type: "sessions.ended" }).catch(() => undefined);
    log.info("account deleted", { userId: erased.userId, files: erased.blobKeys.length });
  }

  return {
    afterErase,

    /** Deletes the account in its own transaction (self-deletion); undefined if there was none. */
    async deleteAccount(userId: string): Promise<ErasedAccount | undefined> {
      const erased = await repo.transaction((tx) => tx.erase(userId));
      if (erased) await afterErase(erased);
      return erased;
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
