import { randomInt } from "node:crypto";
import {
  movementBetween,
  VERIFICATION,
  VERIFICATION_POSES,
  VERIFICATION_TEXT,
  type VerificationPose,
  type VerificationResult,
  type VerificationStart,
  type VerificationStatus,
} from "@kindred/contracts";
import { AppError } from "../../errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { BlobStore } from "../../storage";
import type { FaceEngine, RgbImage } from "./face-engine";
import { readSelfie, rgbOf, type Selfie } from "./selfie-images";
import { decide } from "./verification-rules";
import type { VerificationRepository, VerificationRow } from "./verification.repository";

const DAY_SECONDS = 24 * 60 * 60;
const LIMIT = { windowSeconds: DAY_SECONDS, max: VERIFICATION.attemptsPerDay };
const refusals = VERIFICATION_TEXT.refusals;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `posesPerAttempt` different poses, in a random order. */
function randomPoses(): VerificationPose[] {
  const pool: VerificationPose[] = [...VERIFICATION_POSES];
  const chosen: VerificationPose[] = [];
  while (chosen.length < VERIFICATION.posesPerAttempt) chosen.push(pool.splice(randomInt(pool.length), 1)[0]!);
  return chosen;
}

type Deps = { repo: VerificationRepository; limiter: RateLimiter; store: BlobStore; engine: FaceEngine };

export function createVerificationService({ repo, limiter, store, engine }: Deps) {
  const key = (userId: string) => `verifications:${userId}`;

  async function photoBytes(storageKey: string): Promise<Uint8Array> {
    const blob = await store.get(storageKey);
    if (!blob) throw new AppError("CONFLICT", refusals.mainPhotoFace);
    return new Uint8Array(await new Response(blob.body).arrayBuffer());
  }

  /** The member's own verification, still open: 404 for any other id, 409 once decided, 410 once expired. */
  async function open(userId: string, id: string): Promise<VerificationRow> {
    const row = UUID.test(id) ? await repo.find(id, userId) : undefined;
    if (!row) throw new AppError("NOT_FOUND", refusals.notFound);
    if (row.decidedAt) throw new AppError("CONFLICT", refusals.finished);
    if (row.expiresAt.getTime() < Date.now()) throw new AppError("GONE", refusals.expired);
    return row;
  }

  return {
    open,

    async status(userId: string): Promise<VerificationStatus> {
      const [row, limit] = await Promise.all([repo.status(userId), limiter.peek(key(userId), LIMIT)]);
      const verifiedAt = row?.verifiedAt ?? null;
      return {
        verified: verifiedAt !== null,
        verifiedAt: verifiedAt?.toISOString() ?? null,
        attemptsLeft: Math.max(0, limit.max - limit.count),
      };
    },

    /** Starts a verification: its random poses, to be shown within `expiresSeconds`. */
    async start(userId: string): Promise<VerificationStart> {
      const photos = await repo.photos(userId);
      if (photos.length === 0) throw new AppError("CONFLICT", refusals.noMainPhoto);
      const limit = await limiter.hit(key(userId), LIMIT);
      if (!limit.allowed) throw new AppError("RATE_LIMITED", refusals.tooMany);
      const row = await repo.start(userId, randomPoses(), new Date(Date.now() + VERIFICATION.expiresSeconds * 1000));
      return { id: row.id, poses: row.poses as VerificationPose[], expiresAt: row.expiresAt.toISOString() };
    },

    /**
     * Decides a verification from its selfies (the straight-on one, then one per pose). A request the
     * member must put right (a selfie that is not an image, shows no face or two) is refused and the
     * verification stays open; a verdict closes it. The selfies are never written anywhere.
     */
    async submit(userId: string, id: string, frames: Uint8Array[]): Promise<VerificationResult> {
      const row = await open(userId, id);
      const poses = row.poses as VerificationPose[];
      if (frames.length !== poses.length + 1) throw new AppError("BAD_REQUEST", refusals.frameCount);

      const selfies: Selfie[] = [];
      for (const frame of frames) selfies.push(await readSelfie(frame));
      const digests = selfies.map((selfie) => selfie.digest);
      if (await repo.usedBefore(userId, digests)) throw new AppError("CONFLICT", refusals.replayed);

      const photos = await repo.photos(userId);
      const main = photos[0];
      if (!main) throw new AppError("CONFLICT", refusals.noMainPhoto);
      const photoImages: RgbImage[] = [];
      for (const photo of photos) photoImages.push(await rgbOf(await photoBytes(photo.storageKey)));
      // Each pose's selfie against every selfie before it: one picture sent twice has not moved.
      const movement = selfies
        .slice(1)
        .map((selfie, index) =>
          Math.min(...selfies.slice(0, index + 1).map((earlier) => movementBetween(earlier.grey, selfie.grey))),
        );

      const comparison = await engine.compare({ selfies: selfies.map((selfie) => selfie.image), photos: photoImages });
      const verdict = decide(poses, comparison, movement);
      if ("refusal" in verdict) throw new AppError(verdict.code, verdict.refusal);
      if (!(await repo.decide(id, userId, main.id, digests, verdict)))
        throw new AppError("CONFLICT", refusals.finished);
      return {
        verified: verdict.verified,
        reason: verdict.reason,
        message: verdict.reason ? VERIFICATION_TEXT.failures[verdict.reason] : VERIFICATION_TEXT.verified,
      };
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
