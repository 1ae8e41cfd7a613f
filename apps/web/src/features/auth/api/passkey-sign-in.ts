import type { Me } from "@kindred/contracts";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { getMe } from "@/lib/session/get-me";

/**
 * "Sign in with a passkey": the server's challenge, the browser's prompt (any passkey this site's
 * members saved: no email needed), then the server's check, which sets the session. The WebAuthn
 * helper loads on the first press, not with the sign-in screen.
 */
export async function signInWithPasskey(): Promise<Me | null> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const optionsJSON = (await apiFetch(
    "/api/auth/passkey/generate-authenticate-options",
  )) as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON });
  await apiFetch("/api/auth/passkey/verify-authentication", { method: "POST", body: { response } });
  return getMe();
}

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
