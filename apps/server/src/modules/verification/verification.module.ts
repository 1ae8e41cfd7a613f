import type { Db } from "../../db/client";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { BlobStore } from "../../storage";
import { sharedFaceEngine, type FaceEngine } from "./face-engine";
import { createVerificationRepository } from "./verification.repository";
import { verificationRoutes } from "./verification.routes";
import { createVerificationService } from "./verification.service";

type Deps = { db: Db; limiter: RateLimiter; store: BlobStore; engine?: FaceEngine };

/** Selfie verification: the member's own routes (moderators' are the admin module's). */
export function createVerificationModule({ db, limiter, store, engine = sharedFaceEngine() }: Deps) {
  const repo = createVerificationRepository(db);
  return { routes: verificationRoutes(createVerificationService({ repo, limiter, store, engine })) };
}
