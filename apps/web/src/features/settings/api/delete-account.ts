import {
  AccountDeletedSchema,
  DeleteChallengeSchema,
  type DeleteAccountInput,
  type PasskeyAssertion,
} from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useRealtime } from "@/lib/realtime/use-realtime";

/** Deletes the member's account; the password or a passkey confirms it is them. The answer also ends the session cookie. */
export const deleteAccount = (input: DeleteAccountInput) =>
  apiFetch("/api/account", { method: "DELETE", body: input, schema: AccountDeletedSchema });

/**
 * The browser's passkey prompt for confirming the deletion: the server's challenge naming the member's
 * own passkeys, then the authenticator's signed answer. The WebAuthn helper loads only when used.
 */
export async function confirmWithPasskey(): Promise<PasskeyAssertion> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const { options } = await apiFetch("/api/account/delete-challenge", {
    method: "POST",
    schema: DeleteChallengeSchema,
  });
  const answer = await startAuthentication({
    optionsJSON: {
      ...options,
      allowCredentials: options.allowCredentials?.map((credential) => ({
        ...credential,
        transports: credential.transports as AuthenticatorTransport[] | undefined,
      })),
    },
  });
  return answer as PasskeyAssertion;
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  return useMutation({
    // As sign-out does: the live socket goes first, so it is not left retrying on a session that is gone;
    // a refused password (or a failure) brings it back.
    mutationFn: async (input: DeleteAccountInput) => {
      await realtime.suspend();
      try {
        return await deleteAccount(input);
      } catch (error) {
        realtime.resume();
        throw error;
      }
    },
    onSuccess: () => {
      // Nothing of the account stays in this tab's cache. The session is dropped with the rest rather than
      // set to null as sign-out does: a null would make the member screens' guard send the member to
      // /login before the move to / lands; dropped, the screens still shown keep their data until they
      // go, and / asks the server afresh (signed out).
      queryClient.removeQueries();
    },
  });
}
