import { ROUTES } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { useRealtime } from "@/lib/realtime/use-realtime";

/**
 * Set by a sign-out the member asked for, until they are signed in again: the screen's guard then
 * keeps no screen to come back to (a session that ended by itself does, so signing in returns there).
 * A query answering 401 can mark the session gone before sign-out's own navigation lands, so the
 * guard, not the order of events, must know.
 */
let signedOutOnPurpose = false;
export const isSignedOutOnPurpose = () => signedOutOnPurpose;
export const forgetSignOut = () => {
  signedOutOnPurpose = false;
};

/** Ends the session on the server (not just in this tab). */
export async function signOut(): Promise<void> {
  await apiFetch("/api/auth/sign-out", { method: "POST", body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const navigate = useNavigate();
  return useMutation({
    // The live socket goes first: an upgrade still in flight when the session ends would be refused.
    mutationFn: async () => {
      await realtime.suspend();
      await signOut();
      signedOutOnPurpose = true;
    },
    onError: () => realtime.resume(),
    onSuccess: async () => {
      await navigate(ROUTES.login, { replace: true });
      // Every other member's data goes too, so the next person on this device starts from an empty cache.
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    },
  });
}
