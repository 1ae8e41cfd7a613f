import type { Logger } from "../../lib/logger";
import type { BlobStore } from "../../storage";
import { hashPhoto } from "./photo-hash";
import { placeholderOf } from "./photo-processing";
import type { PhotosRepository } from "./photos.repository";

const BATCH = 50;

/**
 * Gives every photo stored before migration 0015 its placeholder: SQL cannot decode an image, so this
 * one-off job reads each such photo's preview from the blob store. It runs at start-up and is safe to
 * run in several processes at once (a placeholder is only written where there is none). A photo whose
 * file is missing or unreadable keeps none (its card falls back to the gradient, as it would anyway);
 * the id cursor moves past it, so one bad file never stops the rest. Returns how many it filled.
 */
export async function backfillPhotoPlaceholders(deps: {
  repo: PhotosRepository;
  store: BlobStore;
  log: Logger;
}): Promise<number> {
  let filled = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await deps.repo.withoutPlaceholder(after, BATCH);
    if (batch.length === 0) break;
    for (const photo of batch) {
      try {
        const blob = await deps.store.get(photo.previewKey);
        if (!blob) throw new Error("preview file missing");
        const bytes = new Uint8Array(await new Response(blob.body).arrayBuffer());
        await deps.repo.setPlaceholder(photo.id, await placeholderOf(bytes));
        filled++;
      } catch (error) {
        deps.log.warn("photo placeholder not made", { photoId: photo.id, error: String(error) });
      }
    }
    after = batch[batch.length - 1]!.id;
  }
  if (filled > 0) deps.log.info("photo placeholders backfilled", { count: filled });
  return filled;
}

/**
 * Hashes every photo stored before issue 31 (and the demo community's, which are seeded without), so
 * an upload is compared with them too. Like the placeholders: at start-up, from the preview, safe in
 * several processes at once. A picture without detail keeps no hash (and is read again at the next
 * start: such pictures are rare and small). Returns how many it hashed.
 */
export async function backfillPhotoHashes(deps: {
  repo: PhotosRepository;
  store: BlobStore;
  log: Logger;
}): Promise<number> {
  let hashed = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await deps.repo.withoutHash(after, BATCH);
    if (batch.length === 0) break;
    for (const photo of batch) {
      try {
        const blob = await deps.store.get(photo.previewKey);
        if (!blob) throw new Error("preview file missing");
        const hashes = await hashPhoto(Buffer.from(await new Response(blob.body).arrayBuffer()));
        if (!hashes) continue;
        await deps.repo.setHashes(photo.id, hashes.hash, hashes.hashCentre);
        hashed++;
      } catch (error) {
        deps.log.warn("photo hash not made", { photoId: photo.id, error: String(error) });
      }
    }
    after = batch[batch.length - 1]!.id;
  }
  if (hashed > 0) deps.log.info("photo hashes backfilled", { count: hashed });
  return hashed;
}
