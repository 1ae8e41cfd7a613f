import type { DemoRemoval } from "@kindred/contracts";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { BlobStore } from "../../storage";
import type { AccountsModule } from "../accounts/accounts.module";
import type { StatementMailer } from "../notices/statement-mailer";
import type { EventBus } from "../realtime/event-bus";
import { createAdminRepository } from "./admin.repository";
import { adminRoutes } from "./admin.routes";
import { createModerationService } from "./admin.service";
import { createModerationRepository, type LentWrites } from "./moderation.repository";
import { createModerationActions } from "./moderation.service";
import { createAdminVerificationsRepository } from "./verifications.repository";
import { createVerificationReads } from "./verifications.service";

type Deps = {
  db: Db;
  store: BlobStore;
  bus: EventBus;
  log: Logger;
  /** The notices module's: every decision that affects a member is mailed to them. */
  statements: StatementMailer;
  /** The accounts module's deletion, run inside the admin's transaction with its audit row. */
  accounts: AccountsModule;
  /** The photos module's queries, so a moderated photo is removed exactly as its owner's delete does. */
  photoWrites: LentWrites["photos"];
  /** The demo module's removal of the demo community (the Stats tab's button). */
  removeDemo: () => Promise<DemoRemoval>;
};

/**
 * The admin API: the moderation panel (roles are granted from the command line and ADMIN_EMAILS). The
 * bus closes a banned member's sockets on every process.
 */
export function createAdminModule({ db, store, bus, log, statements, accounts, photoWrites, removeDemo }: Deps) {
  const service = createModerationService(createAdminRepository(db), store);
  const verifications = createVerificationReads(createAdminVerificationsRepository(db));
  const repo = createModerationRepository(db, { accounts: accounts.writes, photos: photoWrites });
  const actions = createModerationActions({ repo, bus, store, log, statements, accounts: accounts.service });
  return { routes: adminRoutes({ service, verifications, actions, removeDemo }) };
}
