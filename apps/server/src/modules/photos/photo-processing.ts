import { PHOTO_LIMITS, PHOTO_MESSAGES } from "@kindred/contracts";
import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";
import { AppError } from "../../errors";

export type EncodedImage = {
  bytes: Buffer;
  contentType: "image/jpeg" | "image/webp";
  ext: "jpg" | "webp";
  width: number;
  height: number;
};
/** The re-encoded photo, its 400 px preview, and the tiny data: URL shown blurred until it loads. */
export type ProcessedPhoto = { main: EncodedImage; preview: EncodedImage; placeholder: string };

type InputFormat = "jpeg" | "png" | "webp";

/**
 * The file's real type by its first bytes. Only these three reach the decoder, so libvips never
 * parses an SVG, PDF, TIFF, HEIF or GIF however the file is named or declared.
 */
export function sniffFormat(bytes: Uint8Array): InputFormat | undefined {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return undefined;
}

const decoderOptions = {
  // Stop at the header when the declared size is a decompression bomb.
  limitInputPixels: PHOTO_LIMITS.maxInputPixels,
  // "error" refuses truncated and corrupt data; "warning" would also refuse the harmless quirks
  // some cameras write (extraneous bytes before a marker).
  failOn: "error",
} as const satisfies SharpOptions;

const QUALITY = Math.round(PHOTO_LIMITS.quality * 100);

/**
 * Validates an upload by decoding it and returns the re-encoded photo and its preview: turned
 * upright by its EXIF orientation, fitted inside 2000x2000 (never enlarged), every metadata block
 * (EXIF with GPS, XMP, IPTC, ICC) dropped, which sharp does unless asked to keep it.
 *
 * Output format: JPEG (mozjpeg, q90) for JPEG input and for opaque PNG: photos as PNG are several
 * times larger than as JPEG at no visible gain. WebP (q90) for WebP input and for PNG with real
 * transparency, so it survives at a photo's size (JPEG has no alpha; lossless PNG would be huge).
 * Every browser we support shows WebP.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const format = sniffFormat(bytes);
  if (!format) throw new AppError("UNSUPPORTED_MEDIA_TYPE", PHOTO_MESSAGES.unsupportedType);

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, decoderOptions).metadata();
  } catch (error) {
    throw decodeError(error);
  }
  if (metadata.format !== format) throw new AppError("UNSUPPORTED_MEDIA_TYPE", PHOTO_MESSAGES.unsupportedType);
  if (!metadata.width || !metadata.height) throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.couldNotProcess);
  if (metadata.width * metadata.height > PHOTO_LIMITS.maxInputPixels) {
    throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.tooManyPixels);
  }

  try {
    const output =
      format === "webp" || (format === "png" && (await hasTransparency(bytes, metadata))) ? "webp" : "jpeg";
    const main = await encode(
      sharp(bytes, decoderOptions)
        .rotate()
        .resize(PHOTO_LIMITS.maxDimension, PHOTO_LIMITS.maxDimension, { fit: "inside", withoutEnlargement: true }),
      output,
    );
    // The preview comes from the already reduced main image: less to decode, same result.
    const preview = await encode(
      sharp(main.bytes).resize(PHOTO_LIMITS.previewSize, PHOTO_LIMITS.previewSize, {
        fit: "inside",
        withoutEnlargement: true,
      }),
      output,
    );
    return { main, preview, placeholder: await placeholderOf(preview.bytes) };
  } catch (error) {
    throw decodeError(error);
  }
}

/**
 * A data: URL of the image fitted inside 16x16 px as a low-quality WebP (about 100-300 bytes): cards
 * show it blurred at full size until the photo arrives, so they never pop from blank. Made from the
 * preview, which is already small (also what the backfill of older photos reads).
 */
export async function placeholderOf(image: Uint8Array): Promise<string> {
  const size = PHOTO_LIMITS.placeholderSize;
  const bytes = await sharp(image, decoderOptions)
    .resize(size, size, { fit: "inside" })
    .webp({ quality: 40, alphaQuality: 40, effort: 6 })
    .toBuffer();
  return `data:image/webp;base64,${bytes.toString("base64")}`;
}

/** Many tools write an alpha channel that is opaque everywhere; only real transparency counts. */
async function hasTransparency(bytes: Uint8Array, metadata: Metadata): Promise<boolean> {
  if (!metadata.hasAlpha) return false;
  const { isOpaque } = await sharp(bytes, decoderOptions).stats();
  return !isOpaque;
}

async function encode(pipeline: Sharp, output: "jpeg" | "webp"): Promise<EncodedImage> {
  const encoded =
    output === "jpeg"
      ? pipeline.jpeg({ quality: QUALITY, mozjpeg: true })
      : pipeline.webp({ quality: QUALITY, alphaQuality: 100 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return output === "jpeg"
    ? { bytes: data, contentType: "image/jpeg", ext: "jpg", width: info.width, height: info.height }
    : { bytes: data, contentType: "image/webp", ext: "webp", width: info.width, height: info.height };
}

function decodeError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new AppError("BAD_REQUEST", PHOTO_MESSAGES.tooManyPixels);
  if (/unsupported image format/i.test(message))
    return new AppError("UNSUPPORTED_MEDIA_TYPE", PHOTO_MESSAGES.unsupportedType);
  return new AppError("BAD_REQUEST", PHOTO_MESSAGES.couldNotProcess);
}
