import type { Me } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { getMe } from "@/lib/session/get-me";

export type SignInCode = { code: string; backup: boolean };

/** Finishes a password sign-in with the authenticator's code or a backup code; the server sets the session. */
export async function verifySignInCode({ code, backup }: SignInCode): Promise<Me | null> {
  const path = backup ? "/api/auth/two-factor/verify-backup-code" : "/api/auth/two-factor/verify-totp";
  await apiFetch(path, { method: "POST", body: { code } });
  return getMe();
}

export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySignInCode,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
