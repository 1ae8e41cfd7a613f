import { type Me, type SignUpInput } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { getMe } from "@/lib/session/get-me";

/** Creates the account; the server signs the new member in at once (verification follows by email). */
export async function signUp(input: SignUpInput): Promise<Me | null> {
  await apiFetch("/api/auth/sign-up/email", { method: "POST", body: input });
  return getMe();
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
