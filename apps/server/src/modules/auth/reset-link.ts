import type { Auth } from "./auth";

/** Whether a mailed reset link still works, without using it up (better-auth's own check redirects). */
export async function resetLinkIsLive(auth: Auth, token: string): Promise<boolean> {
  const { internalAdapter } = await auth.$context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  return verification !== null && verification !== undefined && verification.expiresAt > new Date();
}
