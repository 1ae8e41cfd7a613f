import type { Logger } from "../../lib/logger";
import type { BlobStore } from "../../storage";
import { hashPhoto } from "./photo-hash";
import { placeholderOf } from "./photo-processing";
import type { PhotosRepository } from "./photos.repository";

const BATCH = 50;

type Deps = { repo: PhotosRepository; store: BlobStore; log: Logger };

/**
 * Runs through every photo still missing `what`, reading each one's preview from the blob store:
 * SQL cannot decode an image. It runs at start-up and is safe in several processes at once (each
 * write lands only where the value is still missing). A photo whose file is missing or unreadable is
 * logged and skipped; the id cursor moves past it, so one bad file never stops the rest. `make`
 * answers whether it wrote anything. Returns how many it filled.
 */
async function backfill(
  { repo, store, log }: Deps,
  what: "placeholder" | "hash",
  make: (photoId: string, preview: Buffer) => Promise<boolean>,
): Promise<number> {
  let filled = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await repo.missing(what, after, BATCH);
    if (batch.length === 0) break;
    for (const photo of batch) {
      try {
        const blob = await store.get(photo.previewKey);
        if (!blob) throw new Error("preview file missing");
        if (await make(photo.id, Buffer.from(await new Response(blob.body).arrayBuffer()))) filled++;
      } catch (error) {
        log.warn(`photo ${what} not made`, { photoId: photo.id, error: String(error) });
      }
    }
    after = batch[batch.length - 1]!.id;
  }
  if (filled > 0) log.info(`photo ${what === "hash" ? "hashes" : "placeholders"} backfilled`, { count: filled });
  return filled;
}

/**
 * Gives every photo stored before migration 0015 its placeholder. A photo whose file is missing keeps
 * none (its card falls back to the gradient, as it would anyway).
 */
export const backfillPhotoPlaceholders = (deps: Deps): Promise<number> =>
  backfill(deps, "placeholder", async (id, preview) => {
    await deps.repo.setPlaceholder(id, await placeholderOf(preview));
    return true;
  });

/**
 * Hashes every photo stored before issue 31 (and the demo community's, which are seeded without), so
 * an upload is compared with them too. A picture without detail keeps no hash (and is read again at
 * the next start: such pictures are rare and small).
 */
export const backfillPhotoHashes = (deps: Deps): Promise<number> =>
  backfill(deps, "hash", async (id, preview) => {
    const hashes = await hashPhoto(preview);
    if (!hashes) return false;
    await deps.repo.setHashes(id, hashes.hash, hashes.hashCentre);
    return true;
  });
