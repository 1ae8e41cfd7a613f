import { z } from "zod";
import { msg } from "./i18n/msg";
import { PhotoSchema } from "./profile";

/** Spec 000 sections 5 and 9: profile photo rules, shared by the upload form and the server. */
export const PHOTO_LIMITS = {
  maxPerMember: 6,
  /** 5 MB, counted as the browser counts it (5 * 1024 * 1024 bytes). */
  maxBytes: 5 * 1024 * 1024,
  maxDimension: 2000,
  quality: 0.9,
  /** Previews fit inside a square of this many pixels. */
  previewSize: 400,
  /** The placeholder (a blurred stand-in shown until the photo loads) fits inside a square this wide. */
  placeholderSize: 16,
  /**
   * Decoding refuses images with more pixels than this before allocating them: a small file can
   * declare 40000x40000 pixels (a decompression bomb). 40 megapixels covers any phone camera.
   */
  maxInputPixels: 40_000_000,
  /** Spec: upload cache 3600 s; public photos are served with this max-age. */
  cacheSeconds: 3600,
  /**
   * Images (profile photos and message images together) a member may upload per hour: decoding is
   * the most expensive thing a member can ask of the server, so it is bounded.
   */
  uploadsPerHour: 100,
} as const;

/**
 * Issue 31: a photo close to one already on Kindred is held for a moderator (ban evasion, stolen
 * photos). Each photo has two 64-bit perceptual hashes (DCT pHash): of the whole picture and of its
 * centre; an upload is compared with its mirror image too. Measured (photo-hash.test.ts): re-encoded,
 * resized and brightened copies 0-4 bits, mirrored copies and copies cropped to the centre 80 % 0,
 * to the centre 85 % 3-13; different photographs at least 22, different demo drawings (one artist,
 * shared backdrops) at least 9. At most 6 catches the copies and leaves the drawings a margin.
 */
export const PHOTO_MATCHING = {
  maxDistance: 6,
  /** The centre hash covers this share of the width and height. */
  centreShare: 0.8,
  /**
   * Pictures whose 32x32 greyscale thumbnail varies less than this (standard deviation, of 255) are
   * not hashed: a flat colour's hash is noise. Photographs measure 40-85; a flat colour 0.
   */
  minDetail: 6,
} as const;

/** Why a held photo is in the moderators' queue (its flag reason). */
export const PHOTO_HOLD_REASONS = {
  bannedMember: msg("Looks like a photo of a banned member"),
  otherMember: msg("Looks like another member's photo"),
} as const;

/** The spec's accepted types; the server checks the decoded format, never the declared one. */
export const PHOTO_CONTENT_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp"] as const;
export const PHOTO_FILE_FIELD = "file";

/** A file's size as `PHOTO_MESSAGES.tooLarge` gives it: megabytes, one decimal ("5.0"). */
export const photoMegabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export const PHOTO_MESSAGES = {
  unsupportedType: msg("Unsupported file type. Please use JPG, PNG or WebP images."),
  /** `{ size: photoMegabytes(bytes) }`. */
  tooLarge: msg("File too large ({size}MB). Maximum size is 5MB."),
  /** When a streamed upload without a declared length passes the limit, its full size is unknown. */
  tooLargeUnknownSize: msg("File too large. Maximum size is 5MB."),
  couldNotProcess: msg("Could not process image. Please try another file."),
  tooManyPixels: msg("This image has too many pixels (more than {max} megapixels). Please use a smaller image.", {
    max: PHOTO_LIMITS.maxInputPixels / 1_000_000,
  }),
  maxPhotos: msg("Maximum {max} photos allowed", { max: PHOTO_LIMITS.maxPerMember }),
  /** `{ count }`: how many more fit. */
  remaining: msg("{count, plural, other {You can only upload # more photo(s)}}"),
  noFile: msg("Please choose a photo to upload."),
  oneFileOnly: msg("Please upload one photo at a time."),
  notMultipart: msg("Send the photo as multipart/form-data with a field named file."),
  unreadableUpload: msg("The upload could not be read. Please try again."),
  notFound: msg("Photo not found."),
  privacyNoUser: msg("You must be logged in to update photo privacy settings"),
  privacyFailed: msg("Failed to update photo privacy settings"),
  privacyUpdated: msg("Photo privacy settings updated"),
  uploadsRateLimited: msg("You've uploaded a lot of images in the last hour. Please try again later."),
  removeMainConfirm: msg("This is your main profile photo. Are you sure you want to remove it?"),
  underReview: msg(
    "This photo looks like one already on Kindred, so a moderator will check it before others can see it.",
  ),
  underReviewBadge: msg("Under review"),
} as const;

export const PhotoListSchema = z.object({ photos: z.array(PhotoSchema) });
export type PhotoList = z.infer<typeof PhotoListSchema>;

export const PhotoPrivacyInputSchema = z.strictObject({ isPrivate: z.boolean() });
export type PhotoPrivacyInput = z.infer<typeof PhotoPrivacyInputSchema>;

export const PhotoSizeSchema = z.enum(["main", "preview"]);
export type PhotoSize = z.infer<typeof PhotoSizeSchema>;

/** Where the API serves a photo; also what profiles.avatar holds for the main photo. */
export const photoUrl = (id: string, size: PhotoSize = "main") =>
  size === "preview" ? `/api/photos/${id}/file?size=preview` : `/api/photos/${id}/file`;
