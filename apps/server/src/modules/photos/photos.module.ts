import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { BlobStore } from "../../storage";
import { createPhotosRepository } from "./photos.repository";
import { photosRoutes } from "./photos.routes";
import { createPhotoReader, createPhotosService } from "./photos.service";

export function createPhotosModule({
  db,
  store,
  log,
  limiter,
}: {
  db: Db;
  store: BlobStore;
  log: Logger;
  limiter: RateLimiter;
}) {
  const repo = createPhotosRepository(db);
  return {
    routes: photosRoutes(createPhotosService({ repo, store, log, limiter })),
    /** Photos as a viewer may see them, for every module that shows members. */
    reader: createPhotoReader(repo),
  };
}
