import { z } from "zod";
import type { VerificationPose } from "./verification";

/** The admin panel's selfie verifications: the attempts moderators look over, and revoking a badge. */

/** `GET /api/admin/verifications` answers at most this many attempts. */
export const ADMIN_VERIFICATIONS_LIMIT = 100;

/** `GET /api/admin/verifications?failed=true|false`: decided attempts, newest first; failed ones unless false. */
export const AdminVerificationsQuerySchema = z.object({
  failed: z
    .enum(["true", "false"], "Choose failed=true for failed attempts only, or failed=false for all of them.")
    .default("true")
    .transform((value) => value === "true"),
});

export const ADMIN_VERIFICATIONS_TEXT = {
  title: "Verifications",
  failedOnly: "Failed attempts only",
  loading: "Loading verifications...",
  loadFailed: "Failed to load verifications",
  noFailed: "No failed verifications",
  noFailedBody: "Every selfie verification so far has passed.",
  none: "No verifications yet",
  noneBody: "Members who verify their photos with a selfie show up here.",
  limitNote: `The ${ADMIN_VERIFICATIONS_LIMIT} most recent attempts.`,
  list: "Verification attempts",
  attemptBy: (name: string) => `Verification attempt by ${name}`,
  verified: "Verified",
  failed: "Failed",
  badgeNow: "Has the badge now",
  result: "Result",
  passed: "The selfies matched the member's photos.",
  mainSimilarity: "Main photo match",
  otherSimilarity: "Other photo match",
  notMeasured: "Not measured",
  poses: "Poses",
  pose: { "turn-left": "Turn left", "turn-right": "Turn right", smile: "Smile" } satisfies Record<
    VerificationPose,
    string
  >,
  noName: "No name yet",
  revoke: "Revoke badge",
  revokeLabel: (name: string) => `Revoke the verification badge of ${name}`,
  revokeTitle: "Revoke this member's verification badge?",
  revokeDescription: "The Verified badge comes off their profile at once. They can verify again with new selfies.",
  revokeConfirm: "Revoke badge",
  revokeReasonHint: "Why the badge goes: kept in the audit log with your name.",
} as const;
