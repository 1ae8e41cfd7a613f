import { PROOF_HEADER, PROOF_PURPOSES, PROOF_ROUTES, type ProofPurpose } from "@kindred/contracts";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

export { PROOF_HEADER };

/** The purpose whose proof-of-work a request needs, if it needs one (contracts' PROOF_ROUTES). */
export function proofPurposeOf(method: string, path: string): ProofPurpose | undefined {
  const bare = path.split("?")[0];
  return PROOF_PURPOSES.find(
    (purpose) => PROOF_ROUTES[purpose].method === method && PROOF_ROUTES[purpose].path === bare,
  );
}

/** Solves a challenge as the browser's widget does, and answers the header's value (its payload). */
export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the proof-of-work challenge was not solved");
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/**
 * A solved challenge for `purpose` from the server at `baseUrl`: what a test's client sends in
 * X-Kindred-Proof, as a member's browser would (API tests, journeys' API calls, the soak).
 */
export async function proofFor(baseUrl: string, purpose: ProofPurpose): Promise<string> {
  const response = await fetch(`${baseUrl}/api/proof-of-work/challenge?for=${purpose}`);
  if (!response.ok) throw new Error(`no challenge for ${purpose}: ${response.status} ${await response.text()}`);
  return solveProof((await response.json()) as Challenge);
}
