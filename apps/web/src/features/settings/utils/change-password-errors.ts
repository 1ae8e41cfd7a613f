import { SETTINGS_TEXT } from "@kindred/contracts";
import { isApiError } from "@/lib/api-client";
import { serverMessage } from "@/lib/server-message";
import { t } from "@/lib/i18n/i18n";

export type ChangePasswordField = "currentPassword" | "newPassword";

/**
 * Spec 001 "Settings and session": the server's message, or 'Error updating password'. Where the
 * server's answer is about one field (a wrong current password, a refused new one), it names it too.
 */
export function changePasswordError(error: unknown): { message: string; field?: ChangePasswordField } {
  const message = serverMessage(error, t(SETTINGS_TEXT.passwordUpdateFailed));
  if (!isApiError(error)) return { message };
  if (error.code === "INVALID_CREDENTIALS") return { message, field: "currentPassword" };
  if (error.code === "PASSWORD_TOO_COMMON") return { message, field: "newPassword" };
  if (error.code === "VALIDATION_FAILED")
    return { message: error.fields?.newPassword ?? message, field: "newPassword" };
  return { message };
}
