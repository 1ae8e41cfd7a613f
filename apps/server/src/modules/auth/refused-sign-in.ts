import type { ApiErrorBody, Restriction } from "@kindred/contracts";
import { createMiddleware } from "hono/factory";
import { requestLocale } from "../../i18n/translator";

/** Whose sign-in this request is, once known: `explainRefusedSignIn` tells a banned member why. */
export type SignInVariables = { signInEmail: string | undefined };

/**
 * Adds the statement of reasons and a token to appeal it to a sign-in refused as ACCOUNT_BANNED, so a
 * banned or suspended member learns why and can appeal without a session. better-auth refuses a banned
 * account only when it would create the session, after the password, the two-factor code or the
 * passkey checked out, so the statement goes to whoever proved the account is theirs; every other
 * answer passes untouched. Mounted on the auth paths, ahead of `authRoutes`, which names the member.
 */
export function explainRefusedSignIn(restrictionFor: (email: string, locale: string) => Promise<Restriction>) {
  return createMiddleware<{ Variables: SignInVariables }>(async (c, next) => {
    await next();
    if (c.req.method !== "POST" || c.res.status !== 403) return;
    const email = c.get("signInEmail");
    if (!email) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => undefined)) as Partial<ApiErrorBody> | undefined;
    if (body?.error?.code !== "ACCOUNT_BANNED") return;
    // In the sign-in page's language, as the refusal's own words are.
    const restriction = await restrictionFor(email, requestLocale(c.req.header("accept-language")));
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    c.res = undefined;
    c.res = new Response(JSON.stringify({ error: { ...body.error, restriction } }), { status: 403, headers });
  });
}
