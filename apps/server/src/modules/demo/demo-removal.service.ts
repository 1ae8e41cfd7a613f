import type { DemoRemoval } from "@kindred/contracts";
import type { Logger } from "../../lib/logger";
import type { BlobStore } from "../../storage";
import { memberFolders } from "../accounts/accounts.service";
import type { EventBus } from "../realtime/event-bus";
import type { DemoRemovalRepository } from "./demo-removal.repository";

type Deps = { repo: DemoRemovalRepository; store: BlobStore; log: Logger; bus?: Pick<EventBus, "publish"> };

/**
 * Removes the demo community (the admin's Stats tab, `npm run demo -- remove`): the rows in one
 * transaction, then, after the commit, the real members' screens drop their conversations with demo
 * members and the files go (a file that will not go is logged; the rows are gone either way).
 */
export function createDemoRemoval({ repo, store, log, bus }: Deps) {
  return async function removeDemoCommunity(): Promise<DemoRemoval> {
    const removed = await repo.remove();
    for (const { matchId, memberId } of removed.closed) {
      await bus
        ?.publish([memberId], { type: "conversation.closed", matchId })
        .catch((error: unknown) => log.warn("conversation.closed not published", { matchId, error: String(error) }));
    }
    const removals = [
      ...removed.blobKeys.map((key) => ({ key, done: store.delete(key) })),
      ...removed.memberIds.flatMap(memberFolders).map((key) => ({ key, done: store.deletePrefix(key) })),
      ...removed.reportIds.map((id) => `report_evidence/${id}`).map((key) => ({ key, done: store.deletePrefix(key) })),
    ];
    const results = await Promise.allSettled(removals.map((removal) => removal.done));
    for (const [i, result] of results.entries()) {
      if (result.status === "rejected")
        log.error("demo member's file not removed", { key: removals[i]!.key, error: String(result.reason) });
    }
    log.info("demo community removed", removed.counts);
    return removed.counts;
  };
}
export type RemoveDemoCommunity = ReturnType<typeof createDemoRemoval>;
