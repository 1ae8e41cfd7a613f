import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { useRealtime } from "@/lib/realtime/use-realtime";

/** Ends the session on the server (not just in this tab). */
export async function signOut(): Promise<void> {
  await apiFetch("/api/auth/sign-out", { method: "POST", body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  return useMutation({
    // The live socket goes first: an upgrade still in flight when the session ends would be refused.
    mutationFn: async () => {
      await realtime.suspend();
      await signOut();
    },
    onError: () => realtime.resume(),
    onSuccess: () => {
      // Mark the session gone first (the guard reacts), then drop every other member's data so the
      // next person on this device starts from an empty cache.
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    },
  });
}
