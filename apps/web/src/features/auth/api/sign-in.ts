import type { Me, SignInInput } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { getMe } from "@/lib/session/get-me";

/** Signed in, or the password was right and the member's authenticator code is still to come. */
export type SignInResult = { kind: "signed-in"; me: Me | null } | { kind: "two-factor" };

/** Signs in (the server sets the session cookie) and returns the member it now knows. */
export async function signIn(input: SignInInput): Promise<SignInResult> {
  const answer = await apiFetch("/api/auth/sign-in/email", { method: "POST", body: input });
  // No session yet: a short-lived challenge cookie waits for /two-factor/verify-totp (or a backup code).
  const { TwoFactorChallengeSchema } = await import("../schemas");
  if (TwoFactorChallengeSchema.safeParse(answer).success) return { kind: "two-factor" };
  return { kind: "signed-in", me: await getMe() };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      if (result.kind === "signed-in") queryClient.setQueryData(ME_QUERY_KEY, result.me);
    },
  });
}
