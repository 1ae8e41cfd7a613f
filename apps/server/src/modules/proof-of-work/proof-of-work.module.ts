import type { Db } from "../../db/client";
import type { RateLimiter } from "../../lib/rate-limiter";
import { createProofOfWorkRepository } from "./proof-of-work.repository";
import { proofOfWorkRoutes } from "./proof-of-work.routes";
import { createProofOfWorkService, type ProofOfWorkService } from "./proof-of-work.service";

type Deps = { db: Db; limiter: RateLimiter; secret: string; cost: number; attempts: number };

export function createProofOfWorkModule({ db, limiter, secret, cost, attempts }: Deps) {
  const service = createProofOfWorkService({ repo: createProofOfWorkRepository(db), limiter, secret, cost, attempts });
  return { routes: proofOfWorkRoutes(service), proofs: { verify: service.verify, signedUp: service.signedUp } };
}

/**
 * What the modules whose requests need a proof (auth: sign-up and password reset; safety: reports)
 * are lent: they check it once the request's own input is valid, so a member's mistake spends nothing.
 */
export type Proofs = Pick<ProofOfWorkService, "verify" | "signedUp">;
