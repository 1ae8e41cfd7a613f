import { COMPATIBILITY_SCHEMA, PublicProfileSchema } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";

export const DeckCardSchema = z.object({
  profile: PublicProfileSchema,
  compatibility: COMPATIBILITY_SCHEMA,
  likedYou: z.boolean(),
});
export type DeckCard = z.infer<typeof DeckCardSchema>;
const DeckSchema = z.object({ cards: z.array(DeckCardSchema) });

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
