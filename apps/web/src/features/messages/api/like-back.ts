import { useQueryClient } from "@tanstack/react-query";
import { useSendLike } from "@/lib/send-like";
import { CONVERSATIONS_ROOT_KEY } from "./query-keys";

/**
 * Likes back someone who liked me. A match opens a conversation: the list is fetched again before
 * the caller selects it, so the new conversation is there to be shown.
 */
export function useLikeBack() {
  const queryClient = useQueryClient();
  const like = useSendLike();
  const likeBack = async (targetId: string) => {
    const result = await like.mutateAsync(targetId);
    if (result.outcome === "matched" || result.outcome === "already_matched") {
      await queryClient.invalidateQueries({ queryKey: CONVERSATIONS_ROOT_KEY });
    }
    return result;
  };
  return { likeBack, isPending: like.isPending, pendingId: like.isPending ? like.variables : undefined };
}
