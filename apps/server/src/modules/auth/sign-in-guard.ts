import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { msg } from "@kindred/contracts";
import { RateLimitedError } from "../../errors";
import type { RateLimiter } from "../../lib/rate-limiter";

/**
 * Online guessing is slowed per account without letting a stranger lock the owner out (decision 006,
 * OWASP's "device cookies"): a browser that has signed in to the account before carries a signed
 * device cookie and has its own failure budget; every other client shares the account's budget. A
 * stranger who spends the account's budget locks out only strangers. A completed password reset (a
 * fresh proof from the mailbox) lifts the account's lock at once. Per-address limits stay on top
 * (better-auth's, per sign-in route).
 */
const WINDOW = { windowSeconds: 15 * 60, max: 10 };
const COOKIE = "kindred_device";
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const SIGN_IN_LOCKED_MESSAGE = msg(
  "Too many failed sign-in attempts for this account. Try again in a few minutes, sign in from a device you have used before, or reset your password.",
);

type Bucket = { key: string; nonce?: string };

export function createSignInGuard(deps: { limiter: RateLimiter; secret: string; secure: boolean }) {
  const { limiter } = deps;
  // Over https the prefix makes the browser refuse the cookie from plain http or a sibling subdomain: a
  // planted one would make the owner's browser a stranger's, who share the account's budget.
  const cookieName = deps.secure ? `__Secure-${COOKIE}` : COOKIE;
  const sign = (email: string, nonce: string) =>
    createHmac("sha256", deps.secret).update(`device:${email}:${nonce}`).digest("base64url");
  const accountKey = (email: string) => `sign-in-failures:${email}`;

  /** The device's nonce when its cookie was issued for this account by us; otherwise undefined. */
  function trustedNonce(c: Context, email: string): string | undefined {
    const [nonce, mac] = (getCookie(c, cookieName) ?? "").split(".");
    if (!nonce || !mac) return undefined;
    const expected = Buffer.from(sign(email, nonce));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  }

  return {
    /** Before checking the password: the budget this attempt draws on, or 429 when it is spent. */
    async admit(c: Context, email: string): Promise<Bucket> {
      const nonce = trustedNonce(c, email);
      const bucket = nonce ? { key: `sign-in-failures:device:${nonce}`, nonce } : { key: accountKey(email) };
      const state = await limiter.peek(bucket.key, WINDOW);
      if (!state.allowed) throw new RateLimitedError(SIGN_IN_LOCKED_MESSAGE, state.retryAfterSeconds);
      return bucket;
    },
    async failed(bucket: Bucket): Promise<void> {
      await limiter.hit(bucket.key, WINDOW);
    },
    /**
     * The password was right: this browser becomes (or stays) a known device of the account. The
     * strangers' budget is not reset, so an owner's sign-in does not hand an attacker fresh guesses.
     */
    async succeeded(email: string, bucket: Bucket, response: Response): Promise<Response> {
      if (bucket.nonce) await limiter.reset(bucket.key);
      const nonce = bucket.nonce ?? randomBytes(16).toString("base64url");
      const attributes = [
        `Max-Age=${COOKIE_MAX_AGE}`,
        "Path=/api/auth",
        "HttpOnly",
        "SameSite=Lax",
        ...(deps.secure ? ["Secure"] : []),
      ];
      const headers = new Headers(response.headers);
      headers.append("set-cookie", `${cookieName}=${nonce}.${sign(email, nonce)}; ${attributes.join("; ")}`);
      return new Response(response.body, { status: response.status, headers });
    },
    /** A password reset proved the mailbox: strangers' failures no longer hold the account. */
    async liftAccountLock(email: string): Promise<void> {
      await limiter.reset(accountKey(email));
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
