import { createHash } from "node:crypto";
import { PHOTO_LIMITS, VERIFICATION, VERIFICATION_TEXT } from "@kindred/contracts";
import sharp, { type Metadata } from "sharp";
import { AppError } from "../../errors";
import type { RgbImage } from "./face-engine";

/** The face model reads faces well at this size, and larger costs time for nothing. */
const MODEL_SIDE = 640;
/** The grey copy two selfies are compared on, for movement. */
const MOVEMENT_SIDE = 64;

const decoderOptions = { limitInputPixels: PHOTO_LIMITS.maxInputPixels, failOn: "error" } as const;
const FORMATS = new Set(["jpeg", "png", "webp"]);

export type Selfie = { image: RgbImage; grey: Uint8Array; digest: string };

/** An image (a selfie, or a stored photo) as the face model reads it: upright, at most MODEL_SIDE. */
export async function rgbOf(bytes: Uint8Array): Promise<RgbImage> {
  const { data, info } = await sharp(bytes, decoderOptions)
    .rotate()
    .resize(MODEL_SIDE, MODEL_SIDE, { fit: "inside", withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A copy of its own: the buffer is handed to the model's thread, which takes it whole.
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

/** Checks one selfie (a JPEG, PNG or WebP of a sensible size) and prepares it; refuses it otherwise. */
export async function readSelfie(bytes: Uint8Array): Promise<Selfie> {
  const refusals = VERIFICATION_TEXT.refusals;
  if (bytes.byteLength > VERIFICATION.frameMaxBytes) throw new AppError("PAYLOAD_TOO_LARGE", refusals.tooLarge);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, decoderOptions).metadata();
  } catch {
    throw new AppError("BAD_REQUEST", refusals.notAnImage);
  }
  if (!FORMATS.has(metadata.format ?? "") || !metadata.width || !metadata.height)
    throw new AppError("BAD_REQUEST", refusals.notAnImage);
  if (Math.max(metadata.width, metadata.height) > VERIFICATION.frameMaxSide)
    throw new AppError("BAD_REQUEST", refusals.tooLarge);
  if (Math.min(metadata.width, metadata.height) < VERIFICATION.frameMinSide)
    throw new AppError("BAD_REQUEST", refusals.tooSmall);
  try {
    const grey = await sharp(bytes, decoderOptions)
      .rotate()
      .resize(MOVEMENT_SIDE, MOVEMENT_SIDE, { fit: "fill" })
      .greyscale()
      .raw()
      .toBuffer();
    return {
      image: await rgbOf(bytes),
      grey: new Uint8Array(grey),
      digest: createHash("sha256").update(bytes).digest("hex"),
    };
  } catch {
    // Headers that read but pixels that do not (a truncated file).
    throw new AppError("BAD_REQUEST", refusals.notAnImage);
  }
}

/** How much two selfies differ: the mean absolute difference of their grey copies (0 to 255). */
export function movementBetween(a: Uint8Array, b: Uint8Array): number {
  let total = 0;
  for (let index = 0; index < a.length; index++) total += Math.abs(a[index]! - b[index]!);
  return total / a.length;
}
