import type { Db } from "../../db/client";
import type { BlobStore } from "../../storage";
import { createAdminRepository } from "./admin.repository";
import { adminRoutes } from "./admin.routes";
import { createModerationService } from "./admin.service";

type Deps = { db: Db; store: BlobStore };

/** The admin API: the moderation panel (roles are granted from the command line and ADMIN_EMAILS). */
export function createAdminModule({ db, store }: Deps) {
  return { routes: adminRoutes(createModerationService(createAdminRepository(db), store)) };
}
