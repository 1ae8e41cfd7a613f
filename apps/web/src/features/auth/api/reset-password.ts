import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";

/** Sets the new password with the mailed link's token; the server ends every session of the member. */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await apiFetch("/api/auth/reset-password", { method: "POST", body: input });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A session this browser had is gone too: forget it, and everything fetched under it.
    onSuccess: () => {
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    },
  });
}
