import { LikeResultSchema, type Connection, type LikeResult } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { SEARCH_QUERY_KEY, type SearchPage } from "./search-profiles";

/** `POST /api/likes`: the search card's Match button. */
export async function likeProfile(targetId: string): Promise<LikeResult> {
  return apiFetch("/api/likes", { method: "POST", body: { targetId }, schema: LikeResultSchema });
}

/** Where I stand with them after the like. */
export const connectionAfter = (result: LikeResult): Connection => ({
  status: result.outcome === "matched" || result.outcome === "already_matched" ? "matched" : "liked",
  matchId: result.matchId,
});

export function useLikeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeProfile,
    onSuccess: (result, targetId) => {
      // Update the card in every cached search page instead of refetching (which could reorder the grid).
      queryClient.setQueriesData<SearchPage>({ queryKey: SEARCH_QUERY_KEY }, (page) =>
        page
          ? {
              ...page,
              results: page.results.map((item) =>
                item.profile.id === targetId ? { ...item, connection: connectionAfter(result) } : item,
              ),
            }
          : page,
      );
      // The dashboard's counts (matches, likes) changed too.
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}
