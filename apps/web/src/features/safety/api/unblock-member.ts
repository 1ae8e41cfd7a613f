import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { BlockedMember } from "./get-blocked-members";
import { BLOCKED_MEMBERS_QUERY_KEY } from "./query-keys";

/** Lifts my block: we can find each other again (a match the block ended stays ended). */
export async function unblockMember(userId: string): Promise<void> {
  await apiFetch(`/api/blocks/${encodeURIComponent(userId)}`, { method: "DELETE" });
}

/**
 * The row leaves the list at once; then everything is asked again, since the member may now show in
 * the deck and in search.
 */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockMember,
    onSuccess: (_nothing, userId) => {
      queryClient.setQueryData<BlockedMember[]>(BLOCKED_MEMBERS_QUERY_KEY, (list) =>
        list?.filter((member) => member.userId !== userId),
      );
      void queryClient.invalidateQueries();
    },
  });
}
