import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { BlobStore } from "../../storage";
import type { EventBus } from "../realtime/event-bus";
import { accountWrites, createAccountsRepository } from "./accounts.repository";
import { createAccountsService } from "./accounts.service";

type Deps = { db: Db; store: BlobStore; bus: EventBus; log: Logger };

/**
 * Accounts as a whole: deletion. No routes of its own: the admin module deletes a member's account
 * (and audits it in the same transaction, through `writes`), and settings will let a member delete
 * their own through `service`.
 */
export function createAccountsModule({ db, store, bus, log }: Deps) {
  return {
    service: createAccountsService({ repo: createAccountsRepository(db), store, bus, log }),
    /** The deletion's writes bound to a caller's transaction. */
    writes: accountWrites,
  };
}
export type AccountsModule = ReturnType<typeof createAccountsModule>;
