import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { Auth } from "./auth";
import { verifySigned } from "./session-reader";

/*
 * Whose request a better-auth call is, read before better-auth answers (a right two-factor code
 * consumes its challenge): the password checks name the member, and a refused sign-in is explained to them.
 */

/** Whose password a reset link would set (undefined for an unknown or expired link: better-auth refuses it). */
export async function emailOfResetToken(auth: Auth, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  const { internalAdapter } = await auth.$context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return undefined;
  return (await internalAdapter.findUserById(verification.value))?.email;
}

export async function emailOfSession(auth: Auth, headers: Headers): Promise<string | undefined> {
  return (await auth.api.getSession({ headers }))?.user.email;
}

/**
 * Whose sign-in a two-factor step finishes: the member the challenge cookie (set by the password step)
 * was issued for. Read before better-auth answers, as a right code consumes the challenge.
 */
export async function emailOfTwoFactorChallenge(auth: Auth, c: Context, secret: string): Promise<string | undefined> {
  const context = await auth.$context;
  const identifier = verifySigned(getCookie(c, context.createAuthCookie("two_factor").name), secret);
  if (!identifier) return undefined;
  const challenge = await context.internalAdapter.findVerificationValue(identifier);
  return challenge ? (await context.internalAdapter.findUserById(challenge.value))?.email : undefined;
}

/** Whose passkey a sign-in presented (the credential's id), if it is registered here. */
export async function emailOfPasskey(auth: Auth, credentialId: string): Promise<string | undefined> {
  const context = await auth.$context;
  const passkey = await context.adapter.findOne<{ userId: string }>({
    model: "passkey",
    where: [{ field: "credentialID", value: credentialId }],
  });
  return passkey ? (await context.internalAdapter.findUserById(passkey.userId))?.email : undefined;
}
