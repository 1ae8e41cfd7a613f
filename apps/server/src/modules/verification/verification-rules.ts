import {
  VERIFICATION,
  VERIFICATION_TEXT,
  poseSeen,
  type VerificationFailure,
  type VerificationPose,
} from "@kindred/contracts";
import type { Comparison } from "./face-engine";

export type Decision = {
  verified: boolean;
  reason: VerificationFailure | null;
  mainSimilarity: number | null;
  otherSimilarity: number | null;
};

/** A request the member must put right (no attempt is used up): the words to tell them. */
export type Refusal = { refusal: string; code: "BAD_REQUEST" | "CONFLICT" };

/**
 * How well the selfies match one photo: the best selfie's similarity, provided none falls below the
 * floor (every selfie must be plausibly the same person, the best one clearly so).
 */
function matchOf(comparison: Comparison, photo: number): { best: number; matches: boolean } {
  const scores = comparison.similarity.map((row) => row[photo] ?? 0);
  const best = Math.max(...scores);
  return {
    best,
    matches: best >= VERIFICATION.minSimilarity && Math.min(...scores) >= VERIFICATION.floorSimilarity,
  };
}

/**
 * The verdict on one attempt. `comparison.selfies` are the straight-on selfie then one per pose;
 * `comparison.photos` the main photo then the member's others; `movement[i]` how much pose selfie i
 * differs from the straight-on one (selfie-images.ts).
 *
 * - The main photo must show one face, and each selfie one face: otherwise the member is told what to
 *   put right, and the attempt is not counted as a failure.
 * - A selfie that barely differs from the straight-on one is a picture held up, not a person: fails.
 * - Each pose must be seen.
 * - The selfies must match the main photo (matchOf); when other photos show one face, one of them must
 *   match too (photos without a face, a view or a pet, do not count).
 */
export function decide(poses: VerificationPose[], comparison: Comparison, movement: number[]): Decision | Refusal {
  const refusals = VERIFICATION_TEXT.refusals;
  if (comparison.photos[0]?.length !== 1) return { refusal: refusals.mainPhotoFace, code: "CONFLICT" };
  for (const faces of comparison.selfies) {
    if (faces.length === 0) return { refusal: refusals.noFace, code: "BAD_REQUEST" };
    if (faces.length > 1) return { refusal: refusals.severalFaces, code: "BAD_REQUEST" };
  }
  const main = matchOf(comparison, 0);
  const others = comparison.photos
    .map((faces, index) => (index > 0 && faces.length === 1 ? matchOf(comparison, index) : null))
    .filter((other) => other !== null);
  const mainSimilarity = main.best;
  const otherSimilarity = others.length > 0 ? Math.max(...others.map((other) => other.best)) : null;
  const failed = (reason: VerificationFailure): Decision => ({
    verified: false,
    reason,
    mainSimilarity,
    otherSimilarity,
  });

  if (movement.some((amount) => amount < VERIFICATION.minMovement)) return failed("no-movement");
  const straight = comparison.selfies[0]![0]!;
  if (poses.some((pose, index) => !poseSeen(pose, straight, comparison.selfies[index + 1]![0]!)))
    return failed("pose-not-seen");
  if (!main.matches) return failed("main-photo-mismatch");
  if (others.length > 0 && !others.some((other) => other.matches)) return failed("other-photo-mismatch");
  return { verified: true, reason: null, mainSimilarity, otherSimilarity };
}
