import { PROOF_HEADER, type Me, type SignUpInput } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { getMe } from "@/lib/session/get-me";

/**
 * Creates the account; the server signs the new member in at once (verification follows by email).
 * `proof` hands over the form's proof-of-work, waiting for it when the member was quicker.
 */
export async function signUp({ proof, ...input }: SignUpInput & { proof: () => Promise<string> }): Promise<Me | null> {
  await apiFetch("/api/auth/sign-up/email", {
    method: "POST",
    body: input,
    headers: { [PROOF_HEADER]: await proof() },
  });
  return getMe();
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
