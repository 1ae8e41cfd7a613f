import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { removeConversation } from "./message-cache";

/** Ends a match for both members, for good: the conversation closes on both sides. */
export async function unmatch(matchId: string): Promise<void> {
  await apiFetch(`/api/matches/${encodeURIComponent(matchId)}`, { method: "DELETE" });
}

/**
 * The conversation leaves my list at once (the other member's goes with the server's
 * `conversation.closed` event). Then everything is asked again: the counts, the profile that said
 * "matched", search cards with their Message button.
 */
export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmatch,
    onSuccess: (_nothing, matchId) => {
      removeConversation(queryClient, matchId);
      void queryClient.invalidateQueries();
    },
  });
}
