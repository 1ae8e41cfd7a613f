/**
 * The idempotency key of one message (8-64 of A-Z a-z 0-9 _ -): made once when the member presses
 * send and reused by every retry, so the server stores the message once however often it is sent.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context (https or localhost); elsewhere 16 random bytes do the same job.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
