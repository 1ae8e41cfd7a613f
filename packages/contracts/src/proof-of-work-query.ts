import { z } from "zod";
import { PROOF_PURPOSES } from "./proof-of-work";

/** `GET /api/proof-of-work/challenge?for=` */
export const ProofChallengeQuerySchema = z.object({
  for: z.enum(PROOF_PURPOSES, "Ask for a challenge for sign-up, password-reset or report."),
});
