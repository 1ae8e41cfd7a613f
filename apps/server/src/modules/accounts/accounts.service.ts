import type { Logger } from "../../lib/logger";
import type { BlobStore } from "../../storage";
import { publishSessionsEnded } from "../auth/session-revocation";
import type { EventBus } from "../realtime/event-bus";
import type { AccountsRepository, ErasedAccount } from "./accounts.repository";

type Deps = { repo: AccountsRepository; store: BlobStore; bus: EventBus; log: Logger };

/**
 * The blob store's folders that hold only this member's files: photos and previews, the images they
 * sent, their export zips. Emptied whole after a deletion, so a file no row names any more (an upload
 * cut short, a zip whose job outlived the account) goes too. Report evidence is not here: its copies
 * live under the report (`report_evidence/{reportId}`), the moderators' record, not the member's.
 */
export const memberFolders = (userId: string) => [
  `profile_photos/${userId}`,
  `message_photos/${userId}`,
  `data_exports/${userId}`,
];

/**
 * Account deletion, whoever asks: the member themselves (settings) or an admin (who also audits it, in
 * the same transaction, through `accountWrites`). Files and sockets are dealt with only after the
 * commit, so a deletion that rolled back never lost a file.
 */
export function createAccountsService({ repo, store, bus, log }: Deps) {
  /**
   * After the commit: first the account's cached sessions drop and its sockets close on every process
   * (its requests answer 401 from now), then the files go.
   */
  async function afterErase(erased: ErasedAccount): Promise<void> {
    await publishSessionsEnded(bus, log, erased.userId);
    const removals = [
      ...erased.blobKeys.map((key) => ({ key, done: store.delete(key) })),
      ...memberFolders(erased.userId).map((key) => ({ key, done: store.deletePrefix(key) })),
    ];
    const results = await Promise.allSettled(removals.map((removal) => removal.done));
    for (const [i, result] of results.entries()) {
      // The rows are gone; a file left behind is logged so it can be removed by hand.
      if (result.status === "rejected")
        log.error("deleted account's file not removed", { key: removals[i]!.key, error: String(result.reason) });
    }
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
