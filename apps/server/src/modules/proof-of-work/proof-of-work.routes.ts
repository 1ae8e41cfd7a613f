import { ProofChallengeQuerySchema } from "@kindred/contracts";
import { Hono } from "hono";
import type { ProofOfWorkService } from "./proof-of-work.service";

type Env = { Variables: { clientIp: string } };

/** `/api/proof-of-work`: a fresh challenge for a form that needs one (anyone may ask). */
export function proofOfWorkRoutes(service: ProofOfWorkService) {
  return new Hono<Env>().get("/challenge", async (c) => {
    const { for: purpose } = ProofChallengeQuerySchema.parse({ for: c.req.query("for") });
    return c.json(await service.challenge(purpose, c.get("clientIp")), 200, { "Cache-Control": "no-store" });
  });
}
