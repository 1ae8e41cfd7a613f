import { z } from "zod";
import { msg } from "./i18n/msg";

/**
 * Selfie verification (issue 31): a member shows that their photos are of them. The page asks for
 * live selfies in one or two random poses; the server finds the face in each selfie and in the
 * member's photos, compares them on its own machine, and keeps only the result. The badge holds while
 * the photo it was checked against stays the main photo.
 */
export const VERIFICATION_POSES = ["turn-left", "turn-right", "smile"] as const;
export type VerificationPose = (typeof VERIFICATION_POSES)[number];

/**
 * The rules, measured in docs/decisions/013-selfie-verification.md with the face model the server
 * runs (Human's FaceRes, 1024 numbers a face, compared as Human's similarity, 0 to 1):
 * - one man's video stills and crops compared with each other 0.49 to 1 (median 0.67); different
 *   people at most 0.46, drawings and masks against photographs at most 0.46. The best selfie must
 *   reach `minSimilarity`, between the two; every selfie at least `floorSimilarity`.
 * - a turn is a change of yaw (degrees) from the straight-on selfie; a smile is the expression model's
 *   "happy" score.
 */
export const VERIFICATION = {
  posesPerAttempt: 2,
  /** A started verification must be finished within this time. */
  expiresSeconds: 10 * 60,
  /** Started verifications a member may make in a day: each costs seconds of the server's CPU. */
  attemptsPerDay: 5,
  minSimilarity: 0.55,
  floorSimilarity: 0.4,
  turnDegrees: 7,
  smileScore: 0.6,
  /**
   * Two selfies whose pixels differ by less than this on average (of 255, on a 64 x 64 grey copy)
   * are one picture held up to the camera, not a person moving.
   */
  minMovement: 2,
  /** Each selfie: a JPEG, PNG or WebP, at least this many pixels on its shorter side, at most this many bytes. */
  frameMinSide: 240,
  frameMaxSide: 4000,
  frameMaxBytes: 3 * 1024 * 1024,
  /** The multipart field each selfie comes in: the straight-on one first, then one per pose, in order. */
  frameField: "frames",
} as const;

/**
 * Whether a selfie shows the pose asked for, measured from the straight-on one: the server's rule, and
 * what the screen waits for before it takes each selfie. Left and right are the member's own: a camera
 * facing them sees a turn to their left as the face turning to the picture's right, which the face
 * model reads as a positive yaw.
 */
export function poseSeen(
  pose: VerificationPose,
  straight: { yawDegrees: number },
  posed: { yawDegrees: number; happy: number },
): boolean {
  const turn = posed.yawDegrees - straight.yawDegrees;
  if (pose === "turn-left") return turn >= VERIFICATION.turnDegrees;
  if (pose === "turn-right") return turn <= -VERIFICATION.turnDegrees;
  return posed.happy >= VERIFICATION.smileScore;
}

/** The side of the grey copy two selfies are compared on for movement. */
export const MOVEMENT_SIDE = 64;

/** How much two selfies differ: the mean absolute difference of their grey copies (0 to 255). */
export function movementBetween(a: Uint8Array | Uint8ClampedArray, b: Uint8Array | Uint8ClampedArray): number {
  let total = 0;
  for (let index = 0; index < a.length; index++) total += Math.abs(a[index]! - b[index]!);
  return total / a.length;
}

/** Why an attempt failed, as kept for the member and for moderators. */
export const VERIFICATION_FAILURES = [
  "no-movement",
  "pose-not-seen",
  "main-photo-mismatch",
  "other-photo-mismatch",
] as const;
export type VerificationFailure = (typeof VERIFICATION_FAILURES)[number];

export const VERIFICATION_TEXT = {
  title: msg("Verify your photos"),
  badge: msg("Verified"),
  badgeLabel: msg("Photo verified: their selfie matched their main photo"),
  intro: msg("Show other members that your photos are really you. It takes about a minute."),
  consentTitle: msg("Before you start"),
  consent: [
    msg("Your camera takes a few selfies while you follow one or two simple poses."),
    msg(
      "This Kindred server compares your face in the selfies with your main photo, and with one other photo when you have more. Your face is never sent anywhere else.",
    ),
    msg(
      "The selfies are deleted as soon as the check is done, and the face measurements are never stored. We keep the result, its date and its scores, which moderators can see.",
    ),
    msg("Your badge lasts until you change your main photo."),
  ],
  agree: msg("I agree, start the camera"),
  poses: {
    "turn-left": msg("Turn your head a little to the left"),
    "turn-right": msg("Turn your head a little to the right"),
    smile: msg("Smile"),
  } satisfies Record<VerificationPose, string>,
  straight: msg("Look straight at the camera, with a straight face"),
  verified: msg("You're verified. Your badge now shows on your profile."),
  failures: {
    "no-movement": msg("We couldn't see you move. Please take the selfies live, following the poses."),
    "pose-not-seen": msg("We couldn't see the pose we asked for. Please try again."),
    "main-photo-mismatch": msg("Your selfies don't match your main photo closely enough."),
    "other-photo-mismatch": msg("Your selfies don't match your other photos closely enough."),
  } satisfies Record<VerificationFailure, string>,
  refusals: {
    noMainPhoto: msg("Add a main photo before verifying."),
    mainPhotoFace: msg(
      "We couldn't find one clear face in your main photo. Choose a main photo that shows your face, then try again.",
    ),
    noFace: msg("We couldn't see a face in one of the selfies. Make sure your face is well lit and in the frame."),
    severalFaces: msg("We saw more than one face. Make sure only you are in the frame."),
    frameCount: msg("Send one straight-on selfie and one for each pose."),
    notAnImage: msg("A selfie could not be read as an image."),
    tooSmall: msg("Each selfie must be at least {min} pixels on its shorter side.", { min: VERIFICATION.frameMinSide }),
    tooLarge: msg("Each selfie must be at most {maxSide} pixels on a side and {maxMegabytes} MB.", {
      maxSide: VERIFICATION.frameMaxSide,
      maxMegabytes: VERIFICATION.frameMaxBytes / 1024 / 1024,
    }),
    notFound: msg("That verification was not found. Please start again."),
    expired: msg("This verification has expired. Please start again."),
    finished: msg("This verification is already finished. Please start again."),
    replayed: msg("These selfies were already used. Please take new ones."),
    tooMany: msg("You've started too many verifications today. Please try again tomorrow."),
    modelNotFound: msg("There is no such face model file."),
  },
  // The screen (web: features/verification).
  cardVerified: msg("Your photos are verified"),
  cardVerifiedSince: msg("Verified on {date}. Your badge shows on your profile until you change your main photo."),
  cardUnverified: msg(
    "Show other members your photos are really you: take a few live selfies and get the Verified badge.",
  ),
  start: msg("Verify your photos"),
  preparing: msg("Getting the camera and the face check ready..."),
  cameraDenied: msg("We couldn't use your camera. Allow camera access for this site in your browser, then try again."),
  noCamera: msg("We couldn't find a camera on this device."),
  checkFailed: msg("We couldn't start the face check. Please try again."),
  findFace: msg("Fit your face in the frame"),
  oneFace: msg("Make sure only you are in the frame"),
  holdStill: msg("Hold it there..."),
  step: msg("Step {step} of {total}"),
  sending: msg("Checking your selfies..."),
  tryAgain: msg("Try again"),
  backToProfile: msg("Back to your profile"),
  managePhotos: msg("Manage your photos"),
  cancel: msg("Cancel"),
  attemptsLeft: msg("{left, plural, one {# try left today.} other {# tries left today.}}"),
  cameraLabel: msg("Your camera"),
} as const;

export const VerificationStartSchema = z.object({
  id: z.string(),
  poses: z.array(z.enum(VERIFICATION_POSES)),
  expiresAt: z.string(),
});
export type VerificationStart = z.infer<typeof VerificationStartSchema>;

export const VerificationResultSchema = z.object({
  verified: z.boolean(),
  reason: z.enum(VERIFICATION_FAILURES).nullable(),
  message: z.string(),
});
export type VerificationResult = z.infer<typeof VerificationResultSchema>;

/** The member's own standing: verified now, and how many verifications they may still start today. */
export const VerificationStatusSchema = z.object({
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  attemptsLeft: z.number(),
});
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

/** One finished attempt, as moderators see it (no selfie and no face measurement is kept). */
export const VerificationAttemptSchema = z.object({
  id: z.string(),
  userId: z.string(),
  firstName: z.string().nullable(),
  verified: z.boolean(),
  reason: z.enum(VERIFICATION_FAILURES).nullable(),
  poses: z.array(z.enum(VERIFICATION_POSES)),
  mainSimilarity: z.number().nullable(),
  otherSimilarity: z.number().nullable(),
  createdAt: z.string(),
  /** Whether the member holds the badge now (a moderator can revoke it). */
  verifiedNow: z.boolean(),
});
export type VerificationAttempt = z.infer<typeof VerificationAttemptSchema>;

/** `GET /api/admin/verifications?failed=`: decided attempts, newest first (moderators only). */
export const AdminVerificationsSchema = z.object({ attempts: z.array(VerificationAttemptSchema) });
export type AdminVerifications = z.infer<typeof AdminVerificationsSchema>;

export const VERIFICATION_REVOKE_REASON_MAX_LENGTH = 500;

/** `POST /api/admin/members/:userId/verification/revoke`: the reason is kept in the audit log. */
export const RevokeVerificationInputSchema = z.object({
  reason: z
    .string(msg("Please give a reason."))
    .trim()
    .min(1, msg("Please give a reason."))
    .max(
      VERIFICATION_REVOKE_REASON_MAX_LENGTH,
      // {limit}, not {max}: the moderation reasons' "Keep the reason under {max} characters." binds another limit.
      msg("Keep the reason under {limit} characters.", { limit: VERIFICATION_REVOKE_REASON_MAX_LENGTH }),
    ),
});
export type RevokeVerificationInput = z.infer<typeof RevokeVerificationInputSchema>;
export const RevokedVerificationSchema = z.object({ userId: z.string(), verified: z.literal(false) });
export type RevokedVerification = z.infer<typeof RevokedVerificationSchema>;
