import { createHash } from "node:crypto";
import { MOVEMENT_SIDE, PHOTO_LIMITS, VERIFICATION, VERIFICATION_TEXT } from "@kindred/contracts";
import sharp, { type Metadata } from "sharp";
import { AppError } from "../../errors";
import type { RgbImage } from "./face-engine";

/** The face model reads faces well at this size, and larger costs time for nothing. */
const MODEL_SIDE = 640;

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
