import { MESSAGE_LIMITS, MESSAGE_TEXT } from "@kindred/contracts";
import { preparePhoto } from "@/lib/prepare-photo";

/** An attachment the member should be told about, in the spec's words. */
export class AttachmentRejectedError extends Error {}

/** JPEG, PNG or WebP by the first bytes, as the server checks: a renamed text file is no image. */
async function isSupportedImage(file: Blob) {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  return (
    starts([0xff, 0xd8, 0xff]) ||
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
  );
}

/**
 * Spec 001 section 5: image files only, under 5 MB. Larger than 2000 px on a side is scaled down
 * in the browser before upload (DESIGN section 6), as profile photos are. The server checks it all
 * again; this only spares the member a slow upload that would fail.
 */
export async function prepareAttachment(file: File): Promise<File> {
  if (!file.type.startsWith("image/") || !(await isSupportedImage(file))) {
    throw new AttachmentRejectedError(MESSAGE_TEXT.onlyImages);
  }
  if (file.size >= MESSAGE_LIMITS.maxImageBytes) throw new AttachmentRejectedError(MESSAGE_TEXT.imageTooLarge);
  try {
    return await preparePhoto(file);
  } catch {
    // It passed the checks above but could not be decoded: to the member, it is not an image.
    throw new AttachmentRejectedError(MESSAGE_TEXT.onlyImages);
  }
}
