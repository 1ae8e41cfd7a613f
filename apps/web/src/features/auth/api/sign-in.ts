import { type Me, type SignInInput } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { getMe } from "@/lib/session/get-me";

/** Signs in (the server sets the session cookie) and returns the member it now knows. */
export async function signIn(input: SignInInput): Promise<Me | null> {
  await apiFetch("/api/auth/sign-in/email", { method: "POST", body: input });
  return getMe();
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
