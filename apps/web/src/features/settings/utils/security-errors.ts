import { SECURITY_TEXT } from "@kindred/contracts";
import { isApiError } from "@/lib/api-client";
import { serverMessage } from "@/lib/server-message";
import { isPasskeyAlreadyRegistered, isPasskeyPromptDismissed } from "@/lib/webauthn";
import { t } from "@/lib/i18n/i18n";

/** A refused password or code belongs under its field; anything else (locked, offline) above the form. */
export function securityError(error: unknown): { message: string; onField: boolean } {
  const message = serverMessage(error, t(SECURITY_TEXT.twoFactorFailed));
  const onField = isApiError(error) && (error.code === "INVALID_CREDENTIALS" || error.code === "VALIDATION_FAILED");
  return { message: isApiError(error) && error.fields?.code ? error.fields.code : message, onField };
}

/** What adding a passkey says when it didn't work; undefined when the member closed the prompt. */
export function addPasskeyError(error: unknown): string | undefined {
  if (isPasskeyPromptDismissed(error)) return undefined;
  if (isPasskeyAlreadyRegistered(error)) return t(SECURITY_TEXT.passkeyExists);
  if (isApiError(error)) return error.fields?.name ?? serverMessage(error, t(SECURITY_TEXT.passkeyFailed));
  return t(SECURITY_TEXT.passkeyFailed);
}
