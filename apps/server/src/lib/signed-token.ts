import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Tokens the server hands out and later takes back without storing them (an appeal link in a mail, the
 * sign-in refusal's appeal token): some ids and an expiry, signed with HMAC-SHA256 under the auth
 * secret. The purpose is signed but not sent, so a token made for one use is refused by every other.
 *
 * Form: base64url(ids joined by "\n", then the expiry in Unix seconds) "." base64url(mac).
 */
export type TokenSigner = {
  sign: (purpose: string, ids: string[], expiresAt: Date) => string;
  /** The ids the token was signed with, or undefined if it is forged, altered, for another purpose or expired. */
  verify: (purpose: string, token: string, now?: Date) => string[] | undefined;
};

const SEPARATOR = "\n";

export function createTokenSigner(secret: string): TokenSigner {
  if (!secret) throw new Error("A token signer needs a secret");
  const mac = (purpose: string, payload: string) =>
    createHmac("sha256", secret).update(`${purpose}${SEPARATOR}${payload}`).digest();

  return {
    sign(purpose, ids, expiresAt) {
      if (ids.some((id) => id.includes(SEPARATOR))) throw new Error("Token ids cannot contain a line break");
      const payload = Buffer.from([...ids, String(Math.floor(expiresAt.getTime() / 1000))].join(SEPARATOR));
      return `${payload.toString("base64url")}.${mac(purpose, payload.toString("base64url")).toString("base64url")}`;
    },

    verify(purpose, token, now = new Date()) {
      const [payload, signature, ...rest] = token.split(".");
      if (!payload || !signature || rest.length > 0) return undefined;
      const expected = mac(purpose, payload);
      const given = Buffer.from(signature, "base64url");
      // timingSafeEqual throws on a length mismatch; a wrong length is simply a wrong token.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const parts = Buffer.from(payload, "base64url").toString("utf8").split(SEPARATOR);
      const expiry = Number(parts.pop());
      if (!Number.isSafeInteger(expiry) || expiry * 1000 <= now.getTime()) return undefined;
      return parts;
    },
  };
}
