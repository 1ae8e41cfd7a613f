import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { BlobStore } from "../../storage";
import { backfillPhotoHashes, backfillPhotoPlaceholders } from "./photo-placeholders";
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
  // In the background: photos from before placeholders existed get theirs; the app serves meanwhile
  // (a card without one shows the gradient until its photo loads, as before).
  // Then the hashes, so an upload is compared with older photos too (held copies, issue 31).
  backfillPhotoPlaceholders({ repo, store, log })
    .catch((error: unknown) => log.error("photo placeholder backfill failed", { error: String(error) }))
    .then(() => backfillPhotoHashes({ repo, store, log }))
    .catch((error: unknown) => log.error("photo hash backfill failed", { error: String(error) }));
  return {
    routes: photosRoutes(createPhotosService({ repo, store, log, limiter })),
    /** Photos as a viewer may see them, for every module that shows members. */
    reader: createPhotoReader(repo),
  };
}
