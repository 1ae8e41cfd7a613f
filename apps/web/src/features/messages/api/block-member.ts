import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { DASHBOARD_STATS_QUERY_KEY } from "@/lib/query-keys";
import { removeConversation } from "./message-cache";
import { CONVERSATIONS_LIST_KEY, INBOX_SUMMARY_KEY } from "./query-keys";

/** Blocks a member both ways: our conversation closes and neither can find or message the other. */
export async function blockMember(userId: string): Promise<void> {
  await apiFetch("/api/blocks", { method: "POST", body: { userId } });
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; matchId: string }) => blockMember(userId),
    onSuccess: (_nothing, { matchId }) => {
      // The conversation leaves at once; the counts are asked again (its unread messages no longer count).
      removeConversation(queryClient, matchId);
      for (const queryKey of [CONVERSATIONS_LIST_KEY, INBOX_SUMMARY_KEY, DASHBOARD_STATS_QUERY_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
