import { VERIFICATION, poseSeen } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import type { Comparison, FaceReading } from "./face-engine";
import { decide } from "./verification-rules";

const face = (reading: Partial<FaceReading> = {}): FaceReading => ({ score: 1, yawDegrees: 0, happy: 0, ...reading });
const { minSimilarity: MIN, floorSimilarity: FLOOR, turnDegrees: TURN, smileScore: SMILE } = VERIFICATION;

/** Straight-on, turned left and smiling selfies, against photos scored by `similarity` [selfie][photo]. */
function comparison(similarity: (number | null)[][], photos = similarity[0]!.map(() => [face()])): Comparison {
  return {
    selfies: [[face()], [face({ yawDegrees: TURN + 1 })], [face({ happy: SMILE + 0.1 })]],
    photos,
    similarity,
  };
}
const MOVED = [10, 10];
const POSES = ["turn-left", "smile"] as const;

describe("poseSeen", () => {
  it("measures a turn from the straight-on selfie and a smile by its score", () => {
    const straight = face({ yawDegrees: 5 });
    // The member's left is the picture's right: a positive yaw.
    expect(poseSeen("turn-left", straight, face({ yawDegrees: 5 + TURN }))).toBe(true);
    expect(poseSeen("turn-left", straight, face({ yawDegrees: 5 + TURN - 1 }))).toBe(false);
    expect(poseSeen("turn-right", straight, face({ yawDegrees: 5 - TURN }))).toBe(true);
    expect(poseSeen("turn-right", straight, face({ yawDegrees: 5 + TURN }))).toBe(false);
    expect(poseSeen("smile", straight, face({ happy: SMILE }))).toBe(true);
    expect(poseSeen("smile", straight, face({ happy: SMILE - 0.01 }))).toBe(false);
  });
});

describe("decide", () => {
  it("verifies when the best selfie reaches the threshold and none falls below the floor", () => {
    expect(decide([...POSES], comparison([[MIN], [FLOOR], [FLOOR]]), MOVED)).toEqual({
      verified: true,
      reason: null,
      mainSimilarity: MIN,
      otherSimilarity: null,
    });
    expect(decide([...POSES], comparison([[MIN - 0.01], [FLOOR], [FLOOR]]), MOVED)).toMatchObject({
      verified: false,
      reason: "main-photo-mismatch",
    });
    expect(decide([...POSES], comparison([[0.9], [0.9], [FLOOR - 0.01]]), MOVED)).toMatchObject({
      reason: "main-photo-mismatch",
    });
  });

  it("needs one other photo with a face to match too, and ignores others without one", () => {
    const others = [[face()], [face()], [face()]];
    expect(
      decide(
        [...POSES],
        comparison(
          [
            [0.7, 0.2, 0.6],
            [0.7, 0.2, 0.6],
            [0.7, 0.2, 0.6],
          ],
          others,
        ),
        MOVED,
      ),
    ).toMatchObject({ verified: true, otherSimilarity: 0.6 });
    expect(
      decide(
        [...POSES],
        comparison(
          [
            [0.7, 0.2],
            [0.7, 0.2],
            [0.7, 0.2],
          ],
          others.slice(0, 2),
        ),
        MOVED,
      ),
    ).toMatchObject({ verified: false, reason: "other-photo-mismatch" });
    const noFace = [[face()], []];
    expect(
      decide(
        [...POSES],
        comparison(
          [
            [0.7, null],
            [0.7, null],
            [0.7, null],
          ],
          noFace,
        ),
        MOVED,
      ),
    ).toMatchObject({
      verified: true,
      otherSimilarity: null,
    });
  });

  it("fails a picture that does not move and a pose not made, before comparing faces", () => {
    expect(decide([...POSES], comparison([[0.9], [0.9], [0.9]]), [VERIFICATION.minMovement - 0.1, 10])).toMatchObject({
      verified: false,
      reason: "no-movement",
    });
    expect(decide(["turn-right", "smile"], comparison([[0.9], [0.9], [0.9]]), MOVED)).toMatchObject({
      verified: false,
      reason: "pose-not-seen",
    });
  });

  it("refuses rather than fails when a selfie or the main photo does not show one face", () => {
    const twoInSelfie: Comparison = { ...comparison([[0.9], [0.9], [0.9]]) };
    twoInSelfie.selfies = [[face(), face()], [face()], [face()]];
    expect(decide([...POSES], twoInSelfie, MOVED)).toMatchObject({ code: "BAD_REQUEST" });
    const none: Comparison = { ...comparison([[null], [null], [null]]), selfies: [[], [face()], [face()]] };
    expect(decide([...POSES], none, MOVED)).toMatchObject({ code: "BAD_REQUEST" });
    expect(decide([...POSES], comparison([[null], [null], [null]], [[]]), MOVED)).toMatchObject({ code: "CONFLICT" });
  });
});
