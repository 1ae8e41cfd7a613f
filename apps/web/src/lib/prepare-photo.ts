import { PHOTO_CONTENT_TYPES, PHOTO_LIMITS, PHOTO_MESSAGES, photoMegabytes } from "@kindred/contracts";
import { isApiError } from "@/lib/api-client";

/**
 * A file the member should be told about, in the spec's words (spec 000 section 5, "Photos"): its
 * message is one of PHOTO_MESSAGES, shown with `t(error.message, error.values)`.
 */
export class PhotoRejectedError extends Error {
  constructor(
    message: string,
    readonly values?: Record<string, unknown>,
  ) {
    super(message);
  }
}

const ALLOWED_TYPES: readonly string[] = PHOTO_CONTENT_TYPES;

/** The file's real type from its first bytes, as the server sniffs it: a renamed text file is not a JPEG. */
async function sniff(file: Blob): Promise<"image/jpeg" | "image/png" | "image/webp" | undefined> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return undefined;
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    // Turned upright by its EXIF orientation, as the server will store it.
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new PhotoRejectedError(PHOTO_MESSAGES.couldNotProcess);
  }
}

/** Scales the bitmap to fit inside maxDimension and re-encodes it at 0.9, keeping the type. */
async function shrink(bitmap: ImageBitmap, type: string): Promise<Blob> {
  const scale = PHOTO_LIMITS.maxDimension / Math.max(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new PhotoRejectedError(PHOTO_MESSAGES.couldNotProcess);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, PHOTO_LIMITS.quality));
  if (!blob) throw new PhotoRejectedError(PHOTO_MESSAGES.couldNotProcess);
  return blob;
}

/**
 * The checks before an upload: JPEG, PNG or WebP only, at most 5 MB, and larger than 2000 px on a
 * side scaled down in proportion. Throws PhotoRejectedError with the message to show. The server
 * checks all of it again and strips the metadata; this only saves the member a slow, doomed upload.
 */
export async function preparePhoto(file: File): Promise<File> {
  const declared = file.type.toLowerCase();
  if (!ALLOWED_TYPES.includes(declared)) throw new PhotoRejectedError(PHOTO_MESSAGES.unsupportedType);
  const actual = await sniff(file);
  if (!actual) throw new PhotoRejectedError(PHOTO_MESSAGES.unsupportedType);
  if (file.size > PHOTO_LIMITS.maxBytes)
    throw new PhotoRejectedError(PHOTO_MESSAGES.tooLarge, { size: photoMegabytes(file.size) });

  const bitmap = await decode(file);
  try {
    if (bitmap.width <= PHOTO_LIMITS.maxDimension && bitmap.height <= PHOTO_LIMITS.maxDimension) return file;
    const blob = await shrink(bitmap, actual);
    return new File([blob], file.name, { type: blob.type || actual, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

/** The message for a photo that could not be added or saved. */
export function photoErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof PhotoRejectedError) return error.message;
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}
