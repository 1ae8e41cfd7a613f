import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS, type Auth } from "./auth";
import type { SessionCache, SessionRecord } from "./session-cache";
import type { SessionRepository } from "./session.repository";

/**
 * Every signed-in request's session check: mostly no query (the session cache), else one indexed one.
 * better-auth's own getSession is a general pipeline (several queries, hooks, cookie-cache logic) that
 * cost ~4 ms per request; this verifies the same signed cookie (hono's signed-cookie reader:
 * HMAC-SHA256 with the auth secret, better-auth's format) and reads session and member together. A
 * session due for its sliding refresh (once a day) answers "refresh": the caller hands that request to
 * better-auth, which extends the session and re-issues the cookie.
 */
export function createSessionReader({
  auth,
  sessions,
  cache,
  secret,
}: {
  auth: Auth;
  sessions: SessionRepository;
  cache: SessionCache;
  secret: string;
}) {
  let cookieName: string | undefined;

  return async (
    c: Context,
  ): Promise<{ kind: "none" } | { kind: "refresh" } | { kind: "ok"; session: SessionRecord }> => {
    cookieName ??= (await auth.$context).authCookies.sessionToken.name;
    const token = verifySigned(getCookie(c, cookieName), secret);
    if (!token) return { kind: "none" };
    const row = await cache.get(token, () => sessions.byToken(token));
    if (!row) return { kind: "none" };
    const now = Date.now();
    if (row.expiresAt.getTime() <= now) {
      cache.forgetToken(token);
      return { kind: "none" };
    }
    const lastRefreshed = row.expiresAt.getTime() - SESSION_IDLE_SECONDS * 1000;
    if (lastRefreshed + SESSION_REFRESH_SECONDS * 1000 <= now) {
      // better-auth extends it now: the next request reads the extended row.
      cache.forgetToken(token);
      return { kind: "refresh" };
    }
    return { kind: "ok", session: row };
  };
}
export type SessionReader = ReturnType<typeof createSessionReader>;

/**
 * The value of a signed cookie ("value.base64(HMAC-SHA256(value))", the format better-auth and
 * hono share), or undefined if the signature does not match. node:crypto, synchronously: hono's
 * reader imports a WebCrypto key on every request, a measurable share of a chat send.
 */
export function verifySigned(cookie: string | undefined, secret: string): string | undefined {
  const dot = cookie?.lastIndexOf(".") ?? -1;
  if (!cookie || dot < 1) return undefined;
  const value = cookie.slice(0, dot);
  const given = Buffer.from(cookie.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(value).digest("base64"));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
}
