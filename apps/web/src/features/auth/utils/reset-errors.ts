import { AUTH_MESSAGES } from "@kindred/contracts";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { serverMessage } from "@/lib/server-message";

export type ResetOutcome =
  /** The link is used up, expired or was never ours: only a new link helps. */
  | { kind: "link-invalid" }
  /** The server refused the new password itself (too short, too common, the email): shown under it. */
  | { kind: "password"; message: string }
  | { kind: "other"; message: string };

/** What the set-new-password screen does with a refusal from `POST /api/auth/reset-password`. */
export function resetPasswordOutcome(error: unknown): ResetOutcome {
  const message = serverMessage(error, t(AUTH_MESSAGES.authFailed));
  if (!isApiError(error)) return { kind: "other", message };
  if (error.code === "INVALID_TOKEN") return { kind: "link-invalid" };
  if (error.code === "PASSWORD_TOO_COMMON") return { kind: "password", message };
  if (error.code === "VALIDATION_FAILED") return { kind: "password", message: error.fields?.newPassword ?? message };
  return { kind: "other", message };
}
