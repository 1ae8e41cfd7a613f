import { photoUrl, type Photo } from "@kindred/contracts";
import type { PhotoJson, PhotoRow } from "./photos.repository";

export { photoUrl };

/** A stored photo as the API shows it: URLs to our file route, never storage keys. */
export function mapPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    position: row.position,
    url: photoUrl(row.id),
    previewUrl: photoUrl(row.id, "preview"),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    isPrivate: row.isPrivate,
    isMain: row.position === 0,
    underReview: row.held,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The same, from `ownPhotosJson`. */
export function mapPhotoJson(photo: PhotoJson): Photo {
  return {
    id: photo.id,
    position: photo.position,
    url: photoUrl(photo.id),
    previewUrl: photoUrl(photo.id, "preview"),
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    isPrivate: photo.isPrivate,
    isMain: photo.position === 0,
    underReview: photo.held,
    createdAt: new Date(photo.createdAt).toISOString(),
  };
}

/**
 * Spec layout: `profile_photos/{userId}/{index}_{timestamp}[_main].{ext}`, index 0 carrying `_main`,
 * and the preview beside it with `_preview`. Keys stay as written when positions later change.
 */
export function photoKeys(userId: string, index: number, timestamp: number, ext: string) {
  const stem = `profile_photos/${userId}/${index}_${timestamp}${index === 0 ? "_main" : ""}`;
  return { main: `${stem}.${ext}`, preview: `${stem}_preview.${ext}` };
}
