/**
 * What the Security tab and the sign-in screen share about passkeys in this browser. The WebAuthn
 * helper itself (@simplewebauthn/browser) is imported where a ceremony starts, so neither screen's
 * first paint waits for it.
 */

/** Whether this browser can create and use passkeys at all (an http page other than localhost can't). */
export const passkeysSupported = () =>
  typeof window !== "undefined" && window.isSecureContext && typeof window.PublicKeyCredential === "function";

/**
 * The member closed the browser's passkey prompt, or it timed out: nothing to report as a failure.
 * Browsers name both NotAllowedError (also for "no passkey chosen"); an aborted ceremony is AbortError.
 */
export const isPasskeyPromptDismissed = (error: unknown) =>
  error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");

/** The authenticator already holds a passkey for this account (the server listed it to exclude). */
export const isPasskeyAlreadyRegistered = (error: unknown) =>
  error instanceof Error && error.name === "InvalidStateError";
