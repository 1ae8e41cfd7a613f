import { DeckSchema, type DeckCard } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export type { DeckCard };

export const DECK_QUERY_KEY = ["discovery", "deck"] as const;

/** Up to 20 potential matches, best first; the server has applied every hard filter. */
export async function getDeck(signal?: AbortSignal): Promise<DeckCard[]> {
  return (await apiFetch("/api/discovery/deck", { schema: DeckSchema, signal })).cards;
}

export const getDeckQueryOptions = () =>
  queryOptions({
    queryKey: DECK_QUERY_KEY,
    queryFn: ({ signal }) => getDeck(signal),
    // The stack is consumed locally; a refetch on every window focus would reshuffle it mid-swipe.
    refetchOnWindowFocus: false,
    staleTime: 30_000,
    // Likes and skips made elsewhere (a profile page, search) change it: each visit deals anew.
    gcTime: 0,
  });

export function useDeck() {
  return useQuery(getDeckQueryOptions());
}
