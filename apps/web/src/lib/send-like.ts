import { LikeResultSchema, type LikeResult } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { DASHBOARD_QUERY_KEY, PROFILE_CARD_QUERY_KEY, RECEIVED_LIKES_QUERY_KEY } from "@/lib/query-keys";

/**
 * The one `POST /api/likes`: 'liked' (waiting for them), 'matched' (they had liked me), or already
 * one of those.
 */
export async function sendLike(targetId: string): Promise<LikeResult> {
  return apiFetch("/api/likes", { method: "POST", body: { targetId }, schema: LikeResultSchema });
}

/** A like from the deck, a profile page or the Likes tab. */
export function useSendLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendLike,
    onSuccess: async (_result, targetId) => {
      // A like back takes them off my received list; their page now shows where we stand.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: RECEIVED_LIKES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: [...PROFILE_CARD_QUERY_KEY, targetId] }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]);
    },
  });
}
