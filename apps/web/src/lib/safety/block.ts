import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** Blocks a member both ways: neither can find, see or message the other. */
export async function blockMember(userId: string): Promise<void> {
  await apiFetch("/api/blocks", { method: "POST", body: { userId } });
}

type BlockOptions = {
  /**
   * Runs first when the block lands, before anything is asked again: the screen takes the member
   * away at once (a conversation, a card, a search result) instead of waiting for the refetch.
   */
  onBlocked?: (userId: string) => void;
};

/**
 * A block from anywhere (conversation menu, profile, search card). Everything cached may still show
 * the member, so every query is asked again (only those on screen refetch; the rest are marked stale).
 * The options' callback runs even when the screen that started the block has gone by then.
 */
export function useBlockMember({ onBlocked }: BlockOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: (_nothing, userId) => {
      onBlocked?.(userId);
      void queryClient.invalidateQueries();
    },
  });
}
