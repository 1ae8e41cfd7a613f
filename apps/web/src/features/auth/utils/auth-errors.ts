import { AUTH_MESSAGES } from "@kindred/contracts";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";

/** Spec 000 section 8: what the auth screen says when signing in or up fails. */
export function authErrorMessage(error: unknown): string {
  if (!isApiError(error)) return t(AUTH_MESSAGES.authFailed);
  if (error.code === "INVALID_CREDENTIALS") return t(AUTH_MESSAGES.invalidCredentials);
  if (error.code === "USER_ALREADY_EXISTS") return t(AUTH_MESSAGES.userExists);
  // The server's own words come in the language on screen already.
  return error.message || t(AUTH_MESSAGES.authFailed);
}

type AuthField = "email" | "password";
const AUTH_FIELDS: readonly AuthField[] = ["email", "password"];

/** Errors the server pins to one field, so they can be shown under that field. */
export function authFieldErrors(error: unknown): Partial<Record<AuthField, string>> {
  if (!isApiError(error)) return {};
  const result: Partial<Record<AuthField, string>> = {};
  for (const field of AUTH_FIELDS) {
    const message = error.fields?.[field];
    if (message) result[field] = message;
  }
  // The common-password check answers without `fields`; it is still about the password.
  if (error.code === "PASSWORD_TOO_COMMON" && !result.password) result.password = error.message;
  return result;
}

export const hasFieldErrors = (error: unknown) => Object.keys(authFieldErrors(error)).length > 0;
