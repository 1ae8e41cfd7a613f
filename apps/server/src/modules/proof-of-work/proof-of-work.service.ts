import { createHmac } from "node:crypto";
import { PROOF_OF_WORK, PROOF_TEXT, type ProofPurpose } from "@kindred/contracts";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { AppError } from "../../errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { ProofOfWorkRepository } from "./proof-of-work.repository";

type Deps = {
  repo: ProofOfWorkRepository;
  limiter: RateLimiter;
  /** The auth secret: the challenges' signing keys are derived from it, so no other setting is needed. */
  secret: string;
  /** PBKDF2 iterations per attempt, and the attempts a normal challenge takes at most (PROOF_OF_WORK_*). */
  cost: number;
  attempts: number;
  /** The clock challenges expire by (tests issue one from the past). */
  now?: () => number;
};

/** The solution as ALTCHA's widget sends it (base64 of this JSON); what it holds is checked by altcha-lib. */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({ expiresAt: z.number(), data: z.record(z.string(), z.unknown()).optional() }).loose(),
    signature: z.string().min(1).max(200),
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(200) }).loose(),
});

const HOUR = 60 * 60;
const signUpsKey = (ip: string) => `sign-ups:${ip}`;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * The proof-of-work before a sign-up, a password reset or a report (ALTCHA, PBKDF2): challenges signed
 * with a key of this server's, each solution accepted once, and longer challenges for an address that
 * has signed up several accounts in the past hour.
 */
export function createProofOfWorkService({ repo, limiter, secret, cost, attempts, now = Date.now }: Deps) {
  const key = (label: string) => createHmac("sha256", secret).update(`proof-of-work:${label}`).digest("hex");
  const signing = { hmacSignatureSecret: key("challenge"), hmacKeySignatureSecret: key("derived-key") };
  let sweptAt = 0;

  const refuse = (message: string): never => {
    throw new AppError("PROOF_INVALID", message);
  };

  return {
    async challenge(purpose: ProofPurpose, ip: string): Promise<Challenge> {
      // Not rate-limited: a challenge costs the server one derivation (about a millisecond), no more
      // than any other answer; what it guards is limited where it is spent (sign-ups, resets, reports).
      const harder =
        purpose === "sign-up" &&
        (await limiter.peek(signUpsKey(ip), { windowSeconds: HOUR, max: PROOF_OF_WORK.harderAfter })).count >=
          PROOF_OF_WORK.harderAfter;
      const most = attempts * (harder ? PROOF_OF_WORK.harderFactor : 1);
      return createChallenge({
        algorithm: PROOF_OF_WORK.algorithm,
        cost,
        // Deterministic mode: the server knows the answer's place, so checking costs one derivation.
        counter: randomInt(Math.ceil(most / 2), most),
        deriveKey,
        ...signing,
        expiresAt: new Date(now() + PROOF_OF_WORK.expiresSeconds * 1000),
        data: { for: purpose, harder },
      });
    },

    /** Accepts a solution for this purpose once, or throws the reason it is refused (400). */
    async verify(purpose: ProofPurpose, header: string | undefined): Promise<void> {
      if (!header) throw new AppError("PROOF_REQUIRED", PROOF_TEXT.missing);
      let parsed;
      try {
        parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(header, "base64").toString("utf8")));
      } catch {
        return refuse(PROOF_TEXT.invalid);
      }
      if (!parsed.success) return refuse(PROOF_TEXT.invalid);
      const payload = parsed.data;
      const result = await verifySolution({
        challenge: payload.challenge as unknown as Challenge,
        solution: payload.solution as { counter: number; derivedKey: string },
        deriveKey,
        ...signing,
      }).catch(() => undefined);
      if (!result || result.invalidSignature || (!result.verified && !result.expired))
        return refuse(PROOF_TEXT.invalid);
      if (result.expired) return refuse(PROOF_TEXT.expired);
      // Signed, so the purpose is the one the server wrote: a report's solution does not open a sign-up.
      if (payload.challenge.parameters.data?.for !== purpose) return refuse(PROOF_TEXT.wrongPurpose);
      const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000);
      if (!(await repo.spend(payload.challenge.signature, expiresAt))) return refuse(PROOF_TEXT.reused);
      if (now() - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = now();
        await repo.sweep();
      }
    },

    /** Counts an account made from this address, for the harder challenges. */
    async signedUp(ip: string): Promise<void> {
      await limiter.hit(signUpsKey(ip), { windowSeconds: HOUR, max: Number.MAX_SAFE_INTEGER });
    },
  };
}
export type ProofOfWorkService = ReturnType<typeof createProofOfWorkService>;
