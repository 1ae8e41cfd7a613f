import { DELETE_CHALLENGE_SECONDS, type DeleteChallenge, type PasskeyAssertion, msg } from "@kindred/contracts";
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticatorTransportFuture,
} from "@simplewebauthn/server";
import { AppError } from "../../errors";
import type { Logger } from "../../lib/logger";
import type { PasskeyConfirmationRepository } from "./passkey-confirmation.repository";

type Deps = {
  repo: PasskeyConfirmationRepository;
  log: Logger;
  /** The relying party, as the passkey plugin registers credentials for it (the public URL's host). */
  rpId: string;
  /** The origin expected in the answer when the request itself names none (a non-browser client). */
  publicOrigin: string;
};

/**
 * "It is really me" with a passkey, for deleting the account while signed in. better-auth's passkey
 * sign-in would check the same signature but then start a new session; here the WebAuthn ceremony
 * (SimpleWebAuthn, the library the plugin itself uses) only answers yes or no, for this member's own
 * passkeys, with the user verified (a PIN or biometric), once per challenge.
 */
export function createPasskeyConfirmation({ repo, log, rpId, publicOrigin }: Deps) {
  return {
    async challenge(userId: string): Promise<DeleteChallenge> {
      const keys = await repo.passkeysOf(userId);
      if (keys.length === 0) throw new AppError("NOT_FOUND", msg("Your account has no passkey."));
      const options = await generateAuthenticationOptions({
        rpID: rpId,
        allowCredentials: keys.map((key) => ({
          id: key.credentialId,
          transports: (key.transports?.split(",").filter(Boolean) ?? []) as AuthenticatorTransportFuture[],
        })),
        userVerification: "required",
        timeout: DELETE_CHALLENGE_SECONDS * 1000,
      });
      await repo.saveChallenge(userId, options.challenge, new Date(Date.now() + DELETE_CHALLENGE_SECONDS * 1000));
      return {
        options: {
          challenge: options.challenge,
          rpId: options.rpId,
          timeout: options.timeout,
          userVerification: options.userVerification,
          allowCredentials: options.allowCredentials?.map(({ id, transports }) => ({
            id,
            type: "public-key" as const,
            ...(transports?.length ? { transports } : {}),
          })),
        },
      };
    },

    /**
     * Whether the answer is a fresh signature, by one of this member's passkeys, over their pending
     * challenge. "expired" when there is no challenge to answer (none asked, used, or too old).
     */
    async verify(userId: string, assertion: PasskeyAssertion, origin: string | undefined) {
      const expectedChallenge = await repo.takeChallenge(userId);
      if (!expectedChallenge) return "expired" as const;
      const key = (await repo.passkeysOf(userId)).find((candidate) => candidate.credentialId === assertion.id);
      if (!key) return "refused" as const;
      try {
        const { verified, authenticationInfo } = await verifyAuthenticationResponse({
          response: { ...assertion, rawId: assertion.rawId || assertion.id },
          expectedChallenge,
          expectedOrigin: origin ?? publicOrigin,
          expectedRPID: rpId,
          credential: {
            id: key.credentialId,
            publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64")),
            counter: key.counter,
          },
          requireUserVerification: true,
        });
        if (!verified) return "refused" as const;
        await repo.setCounter(key.id, authenticationInfo.newCounter);
        return "verified" as const;
      } catch (error) {
        // A malformed or forged answer: the member's mistake or a probe, never a 500.
        log.warn("account deletion passkey refused", { userId, reason: String(error) });
        return "refused" as const;
      }
    },
  };
}
export type PasskeyConfirmation = ReturnType<typeof createPasskeyConfirmation>;
