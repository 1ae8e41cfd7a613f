import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** Blocks a member both ways: neither can find, see or message the other. */
export async function blockMember(userId: string): Promise<void> {
  await apiFetch("/api/blocks", { method: "POST", body: { userId } });
}

/**
 * A block from anywhere (conversation menu, profile, search card). Everything cached may still show
 * the member, so every query is asked again; the caller removes what is on screen at once.
 */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
