import type { Db } from "../../db/client";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { BlobStore } from "../../storage/blob-store";
import type { Proofs } from "../proof-of-work/proof-of-work.module";
import type { EventBus } from "../realtime/event-bus";
import { createReportsRepository } from "./reports.repository";
import { createReportsService } from "./reports.service";
import { createSafetyRepository } from "./safety.repository";
import { blocksRoutes, reportsRoutes } from "./safety.routes";
import { createSafetyService } from "./safety.service";

type Deps = { db: Db; bus: EventBus; limiter: RateLimiter; store: BlobStore; proofs: Proofs };

export function createSafetyModule({ db, bus, limiter, store, proofs }: Deps) {
  const blocks = createSafetyService(createSafetyRepository(db), bus);
  // The store keeps the reports' evidence: copies of the reported photos and message images.
  const reports = createReportsService({ repo: createReportsRepository(db), store, limiter, proofs });
  return { routes: { blocks: blocksRoutes(blocks), reports: reportsRoutes(reports) } };
}
