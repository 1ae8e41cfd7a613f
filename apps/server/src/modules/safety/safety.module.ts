import type { Db } from "../../db/client";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { EventBus } from "../realtime/event-bus";
import { createSafetyRepository } from "./safety.repository";
import { blocksRoutes, reportsRoutes } from "./safety.routes";
import { createSafetyService } from "./safety.service";

export function createSafetyModule({ db, bus, limiter }: { db: Db; bus: EventBus; limiter: RateLimiter }) {
  const service = createSafetyService(createSafetyRepository(db), bus, limiter);
  return { routes: { blocks: blocksRoutes(service), reports: reportsRoutes(service) } };
}
