import type { Db } from "../../db/client";
import type { EventBus } from "../realtime/event-bus";
import type { BlobStore } from "../../storage";
import { createAdminRepository } from "./admin.repository";
import { adminRoutes } from "./admin.routes";
import { createModerationService } from "./admin.service";
import { createModerationRepository } from "./moderation.repository";
import { createModerationActions } from "./moderation.service";

type Deps = { db: Db; store: BlobStore; bus: EventBus };

/**
 * The admin API: the moderation panel (roles are granted from the command line and ADMIN_EMAILS). The
 * bus closes a banned member's sockets on every process.
 */
export function createAdminModule({ db, store, bus }: Deps) {
  const reads = createModerationService(createAdminRepository(db), store);
  const actions = createModerationActions(createModerationRepository(db), bus);
  return { routes: adminRoutes(reads, actions) };
}
