import { ROUTES, VERIFY_EMAIL_PARAMS, type VerifyLinkState } from "@kindred/contracts";
import type { Auth } from "./auth";

/**
 * Whether the account a verification token names was verified before this visit. Read from the
 * token's payload without checking its signature: better-auth checks that next, and a forged token is
 * refused there whatever it says here.
 */
export async function wasVerifiedBefore(auth: Auth, token: string | undefined): Promise<boolean> {
  const payload = token?.split(".")[1];
  if (!payload) return false;
  let email: unknown;
  try {
    email = (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown }).email;
  } catch {
    return false;
  }
  if (typeof email !== "string") return false;
  const { internalAdapter } = await auth.$context;
  return (await internalAdapter.findUserByEmail(email.toLowerCase()))?.user.emailVerified === true;
}

const deadLink = (state: VerifyLinkState) => `${ROUTES.verifyEmail}?${VERIFY_EMAIL_PARAMS.link}=${state}`;

/**
 * Where the mailed link sends the browser. better-auth answers a redirect to the landing (with
 * `?error=` when the token is forged or expired), and the same redirect for a link opened again after
 * it worked, which would tell the member nothing: each outcome gets its own page here.
 */
export function verifyLinkLanding(response: Response, landing: string, wasVerified: boolean): string {
  const location = response.status >= 300 && response.status < 400 ? response.headers.get("location") : null;
  if (!location) return deadLink("invalid");
  const error = new URL(location, "http://landing.invalid").searchParams.get("error");
  if (error) return deadLink(error === "TOKEN_EXPIRED" ? "expired" : "invalid");
  if (wasVerified) return deadLink("used");
  return `${landing}?${VERIFY_EMAIL_PARAMS.verified}=1`;
}

/** better-auth's answer with the browser sent to `location` instead; its cookies (the new session) stay. */
export function redirectTo(response: Response, location: string): Response {
  const headers = new Headers(response.headers);
  headers.set("location", location);
  headers.delete("content-type");
  headers.delete("content-length");
  return new Response(null, { status: 302, headers });
}
