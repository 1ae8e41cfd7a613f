import { z } from "zod";

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
  title: "Verify your photos",
  badge: "Verified",
  badgeLabel: "Photo verified: their selfie matched their main photo",
  intro: "Show other members that your photos are really you. It takes about a minute.",
  consentTitle: "Before you start",
  consent: [
    "Your camera takes a few selfies while you follow one or two simple poses.",
    "This Kindred server compares your face in the selfies with your main photo, and with one other photo when you have more. Your face is never sent anywhere else.",
    "The selfies are deleted as soon as the check is done, and the face measurements are never stored. We keep the result, its date and its scores, which moderators can see.",
    "Your badge lasts until you change your main photo.",
  ],
  agree: "I agree, start the camera",
  poses: {
    "turn-left": "Turn your head a little to the left",
    "turn-right": "Turn your head a little to the right",
    smile: "Smile",
  } satisfies Record<VerificationPose, string>,
  straight: "Look straight at the camera, with a straight face",
  verified: "You're verified. Your badge now shows on your profile.",
  failures: {
    "no-movement": "We couldn't see you move. Please take the selfies live, following the poses.",
    "pose-not-seen": "We couldn't see the pose we asked for. Please try again.",
    "main-photo-mismatch": "Your selfies don't match your main photo closely enough.",
    "other-photo-mismatch": "Your selfies don't match your other photos closely enough.",
  } satisfies Record<VerificationFailure, string>,
  refusals: {
    noMainPhoto: "Add a main photo before verifying.",
    mainPhotoFace:
      "We couldn't find one clear face in your main photo. Choose a main photo that shows your face, then try again.",
    noFace: "We couldn't see a face in one of the selfies. Make sure your face is well lit and in the frame.",
    severalFaces: "We saw more than one face. Make sure only you are in the frame.",
    frameCount: "Send one straight-on selfie and one for each pose.",
    notAnImage: "A selfie could not be read as an image.",
    tooSmall: `Each selfie must be at least ${VERIFICATION.frameMinSide} pixels on its shorter side.`,
    tooLarge: `Each selfie must be at most ${VERIFICATION.frameMaxSide} pixels on a side and ${VERIFICATION.frameMaxBytes / 1024 / 1024} MB.`,
    notFound: "That verification was not found. Please start again.",
    expired: "This verification has expired. Please start again.",
    finished: "This verification is already finished. Please start again.",
    replayed: "These selfies were already used. Please take new ones.",
    tooMany: "You've started too many verifications today. Please try again tomorrow.",
    modelNotFound: "There is no such face model file.",
  },
  // The screen (web: features/verification).
  cardVerified: "Your photos are verified",
  cardVerifiedSince: (date: string) =>
    `Verified on ${date}. Your badge shows on your profile until you change your main photo.`,
  cardUnverified: "Show other members your photos are really you: take a few live selfies and get the Verified badge.",
  start: "Verify your photos",
  preparing: "Getting the camera and the face check ready...",
  cameraDenied: "We couldn't use your camera. Allow camera access for this site in your browser, then try again.",
  noCamera: "We couldn't find a camera on this device.",
  checkFailed: "We couldn't start the face check. Please try again.",
  findFace: "Fit your face in the frame",
  oneFace: "Make sure only you are in the frame",
  holdStill: "Hold it there...",
  step: (step: number, total: number) => `Step ${step} of ${total}`,
  sending: "Checking your selfies...",
  tryAgain: "Try again",
  backToProfile: "Back to your profile",
  managePhotos: "Manage your photos",
  cancel: "Cancel",
  attemptsLeft: (left: number) => (left === 1 ? "1 try left today." : `${left} tries left today.`),
  cameraLabel: "Your camera",
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
    .string("Please give a reason.")
    .trim()
    .min(1, "Please give a reason.")
    .max(
      VERIFICATION_REVOKE_REASON_MAX_LENGTH,
      `Keep the reason under ${VERIFICATION_REVOKE_REASON_MAX_LENGTH} characters.`,
    ),
});
export type RevokeVerificationInput = z.infer<typeof RevokeVerificationInputSchema>;
export const RevokedVerificationSchema = z.object({ userId: z.string(), verified: z.literal(false) });
export type RevokedVerification = z.infer<typeof RevokedVerificationSchema>;
