import { z } from "zod";
import { msg } from "./i18n/msg";
import type { VerificationPose } from "./verification";

/** The admin panel's selfie verifications: the attempts moderators look over, and revoking a badge. */

/** `GET /api/admin/verifications` answers at most this many attempts. */
export const ADMIN_VERIFICATIONS_LIMIT = 100;

/** `GET /api/admin/verifications?failed=true|false`: decided attempts, newest first; failed ones unless false. */
export const AdminVerificationsQuerySchema = z.object({
  failed: z
    .enum(["true", "false"], msg("Choose failed=true for failed attempts only, or failed=false for all of them."))
    .default("true")
    .transform((value) => value === "true"),
});

export const ADMIN_VERIFICATIONS_TEXT = {
  title: msg("Verifications"),
  failedOnly: msg("Failed attempts only"),
  loading: msg("Loading verifications..."),
  loadFailed: msg("Failed to load verifications"),
  noFailed: msg("No failed verifications"),
  noFailedBody: msg("Every selfie verification so far has passed."),
  none: msg("No verifications yet"),
  noneBody: msg("Members who verify their photos with a selfie show up here."),
  limitNote: msg("The {max} most recent attempts.", { max: ADMIN_VERIFICATIONS_LIMIT }),
  list: msg("Verification attempts"),
  attemptBy: msg("Verification attempt by {name}"),
  verified: msg("Verified"),
  failed: msg("Failed"),
  badgeNow: msg("Has the badge now"),
  result: msg("Result"),
  passed: msg("The selfies matched the member's photos."),
  mainSimilarity: msg("Main photo match"),
  otherSimilarity: msg("Other photo match"),
  notMeasured: msg("Not measured"),
  poses: msg("Poses"),
  pose: { "turn-left": msg("Turn left"), "turn-right": msg("Turn right"), smile: msg("Smile") } satisfies Record<
    VerificationPose,
    string
  >,
  noName: msg("No name yet"),
  revoke: msg("Revoke badge"),
  revokeLabel: msg("Revoke the verification badge of {name}"),
  revokeTitle: msg("Revoke this member's verification badge?"),
  revokeDescription: msg("The Verified badge comes off their profile at once. They can verify again with new selfies."),
  revokeConfirm: msg("Revoke badge"),
  revokeReasonHint: msg("Why the badge goes: kept in the audit log with your name."),
} as const;
