import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { DASHBOARD_STATS_QUERY_KEY } from "@/lib/query-keys";
import { clearUnread, markMessagesRead } from "./message-cache";
import { INBOX_SUMMARY_KEY } from "./query-keys";

const ResponseSchema = z.object({ messageIds: z.array(z.string()) });

/** Marks what I received in this conversation read; the sender's ticks turn double live. */
export async function markConversationRead(matchId: string): Promise<string[]> {
  return (
    await apiFetch(`/api/conversations/${encodeURIComponent(matchId)}/read`, { method: "POST", schema: ResponseSchema })
  ).messageIds;
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (messageIds, matchId) => {
      markMessagesRead(queryClient, matchId, messageIds);
      clearUnread(queryClient, matchId);
      if (messageIds.length > 0) {
        void queryClient.invalidateQueries({ queryKey: INBOX_SUMMARY_KEY });
        void queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_QUERY_KEY });
      }
    },
  });
}
