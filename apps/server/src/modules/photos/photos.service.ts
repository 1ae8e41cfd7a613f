import { randomUUID } from "node:crypto";
import {
  PHOTO_HOLD_REASONS,
  PHOTO_LIMITS,
  PHOTO_MATCHING,
  PHOTO_MESSAGES,
  photoMegabytes,
  PhotoPrivacyInputSchema,
  type Photo,
  type PhotoSize,
} from "@kindred/contracts";
import { z } from "zod";
import { AppError, RateLimitedError } from "../../errors";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { BlobStore } from "../../storage";
import { hashPhoto } from "./photo-hash";
import { mapPhoto, photoKeys, photoUrl } from "./photo-mappers";
import { processPhoto } from "./photo-processing";
import type { PhotosRepository } from "./photos.repository";

export type PhotoFile = {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
  isPrivate: boolean;
};

// Photo ids are UUIDs; anything else cannot exist, and must not reach PostgreSQL's uuid parser.
const PhotoIdSchema = z.guid();
const notFound = () => new AppError("NOT_FOUND", PHOTO_MESSAGES.notFound);
const parseId = (id: string) => {
  const parsed = PhotoIdSchema.safeParse(id);
  if (!parsed.success) throw notFound();
  return parsed.data.toLowerCase();
};

/** Counts an image upload against the member's hourly budget (profile photos and message images share it). */
export async function chargeImageUpload(limiter: RateLimiter, userId: string): Promise<void> {
  const limit = await limiter.hit(`images:${userId}`, { windowSeconds: 3600, max: PHOTO_LIMITS.uploadsPerHour });
  if (!limit.allowed) throw new RateLimitedError(PHOTO_MESSAGES.uploadsRateLimited, limit.retryAfterSeconds);
}

type Deps = { repo: PhotosRepository; store: BlobStore; log: Logger; limiter: RateLimiter };

export function createPhotosService({ repo, store, log, limiter }: Deps) {
  const removeFiles = async (keys: string[]) => {
    const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
    for (const [i, result] of results.entries()) {
      if (result.status === "rejected")
        log.error("photo file not removed", { key: keys[i], error: String(result.reason) });
    }
  };

  return {
    async listOwn(userId: string): Promise<Photo[]> {
      return (await repo.listOwn(userId)).map(mapPhoto);
    },

    /** Validates, re-encodes and stores one photo; the next free position, at most 6 photos. */
    async upload(userId: string, bytes: Uint8Array): Promise<Photo> {
      if (bytes.byteLength > PHOTO_LIMITS.maxBytes) {
        throw new AppError("PAYLOAD_TOO_LARGE", PHOTO_MESSAGES.tooLarge, undefined, {
          size: photoMegabytes(bytes.byteLength),
        });
      }
      // Cheap early answer; the count that counts is taken again under the lock below.
      if ((await repo.count(userId)) >= PHOTO_LIMITS.maxPerMember)
        throw new AppError("CONFLICT", PHOTO_MESSAGES.maxPhotos);
      await chargeImageUpload(limiter, userId);

      const { main, preview, placeholder } = await processPhoto(bytes);
      // Held for a moderator when it looks like another member's photo (a banned member's first).
      const hashes = await hashPhoto(preview.bytes);
      const similar = hashes ? await repo.findSimilar(userId, hashes.probes, PHOTO_MATCHING.maxDistance) : undefined;
      if (similar) log.info("photo held: close to another member's", { userId, similarPhotoId: similar.id });
      const id = randomUUID();
      const written: string[] = [];
      try {
        const row = await repo.transaction(async (tx) => {
          await tx.lockMember(userId);
          const taken = new Set((await tx.listOwn(userId)).map((photo) => photo.position));
          if (taken.size >= PHOTO_LIMITS.maxPerMember) throw new AppError("CONFLICT", PHOTO_MESSAGES.maxPhotos);
          let position = 0;
          while (taken.has(position)) position++;

          const keys = photoKeys(userId, position, Date.now(), main.ext);
          await store.put(keys.main, main.bytes, main.contentType);
          written.push(keys.main);
          await store.put(keys.preview, preview.bytes, preview.contentType);
          written.push(keys.preview);

          const inserted = await tx.insert({
            id,
            userId,
            position,
            storageKey: keys.main,
            previewKey: keys.preview,
            contentType: main.contentType,
            width: main.width,
            height: main.height,
            bytes: main.bytes.byteLength,
            placeholder,
            hash: hashes?.hash ?? null,
            hashCentre: hashes?.hashCentre ?? null,
            held: similar !== undefined,
            isFlagged: similar !== undefined,
            flagReason: similar
              ? similar.ownerBanned
                ? PHOTO_HOLD_REASONS.bannedMember
                : PHOTO_HOLD_REASONS.otherMember
              : null,
            similarPhotoId: similar?.id ?? null,
            similarDistance: similar?.distance ?? null,
          });
          if (position === 0) await tx.setAvatar(userId, photoUrl(id));
          return inserted;
        });
        return mapPhoto(row);
      } catch (error) {
        // Nothing half-done: a failed or refused write leaves no file behind.
        await removeFiles(written);
        throw error;
      }
    },

    async setPrivacy(userId: string, photoId: string, input: unknown): Promise<Photo> {
      const id = parseId(photoId);
      const { isPrivate } = PhotoPrivacyInputSchema.parse(input);
      const row = await repo.setPrivacy(id, userId, isPrivate);
      if (!row) throw notFound();
      return mapPhoto(row);
    },

    /** Deletes the record, then both files; the others close ranks and the avatar follows the new first. */
    async remove(userId: string, photoId: string): Promise<void> {
      const id = parseId(photoId);
      const removed = await repo.transaction(async (tx) => {
        await tx.lockMember(userId);
        const row = await tx.deleteOwned(id, userId);
        if (!row) throw notFound();
        await tx.renumber(userId);
        const [first] = await tx.listOwn(userId);
        await tx.setAvatar(userId, first ? photoUrl(first.id) : null);
        return row;
      });
      await removeFiles([removed.storageKey, removed.previewKey]);
    },

    /** Every photo record and file of a member, for account deletion (a cascade would leave the files). */
    async removeAll(userId: string): Promise<number> {
      const removed = await repo.transaction(async (tx) => {
        await tx.lockMember(userId);
        const rows = await tx.deleteAllOwned(userId);
        if (rows.length > 0) await tx.setAvatar(userId, null);
        return rows;
      });
      await removeFiles(removed.flatMap((row) => [row.storageKey, row.previewKey]));
      return removed.length;
    },

    /** The file if this viewer may see the photo; otherwise the same 404 as a photo that never existed. */
    async openFile(viewerId: string, photoId: string, size: PhotoSize): Promise<PhotoFile> {
      const row = await repo.findVisible(parseId(photoId), viewerId);
      if (!row) throw notFound();
      const key = size === "preview" ? row.previewKey : row.storageKey;
      const blob = await store.get(key);
      if (!blob) {
        log.warn("photo file missing", { photoId: row.id, key });
        throw notFound();
      }
      return { ...blob, contentType: row.contentType, isPrivate: row.isPrivate };
    },
  };
}
export type PhotosService = ReturnType<typeof createPhotosService>;

/** What the modules that show members read: a member's own photos, and another's as a viewer may see them. */
export function createPhotoReader(repo: PhotosRepository) {
  return {
    own: async (userId: string): Promise<Photo[]> => (await repo.listOwn(userId)).map(mapPhoto),
    visibleTo: async (ownerId: string, viewerId: string): Promise<Photo[]> =>
      (await repo.listVisibleTo(ownerId, viewerId)).map(mapPhoto),
    /** Photos of many members for one viewer, grouped by owner (one query for a whole deck). */
    visibleToMany: async (ownerIds: string[], viewerId: string): Promise<Map<string, Photo[]>> => {
      const grouped = new Map<string, Photo[]>(ownerIds.map((id) => [id, []]));
      for (const row of await repo.listVisibleToMany(ownerIds, viewerId)) grouped.get(row.userId)?.push(mapPhoto(row));
      return grouped;
    },
  };
}
