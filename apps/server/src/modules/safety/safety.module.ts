import type { Db } from "../../db/client";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { BlobStore } from "../../storage/blob-store";
import type { EventBus } from "../realtime/event-bus";
import { createSafetyRepository } from "./safety.repository";
import { blocksRoutes, reportsRoutes } from "./safety.routes";
import { createSafetyService } from "./safety.service";

type Deps = { db: Db; bus: EventBus; limiter: RateLimiter; store: BlobStore };

export function createSafetyModule({ db, bus, limiter, store }: Deps) {
  void store; // the safety helper uses it for evidence copies
  const service = createSafetyService(createSafetyRepository(db), bus, limiter);
  return { routes: { blocks: blocksRoutes(service), reports: reportsRoutes(service) } };
}
