import type { Connection, LikeResult } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DASHBOARD_QUERY_KEY } from "@/lib/query-keys";
import { sendLike } from "@/lib/send-like";
import { SEARCH_QUERY_KEY, type SearchPage } from "./search-profiles";

/** Where I stand with them after the like. */
export const connectionAfter = (result: LikeResult): Connection => ({
  status: result.outcome === "matched" || result.outcome === "already_matched" ? "matched" : "liked",
  matchId: result.matchId,
});

/** The search card's Match button. */
export function useLikeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendLike,
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
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
