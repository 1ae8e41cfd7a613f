import type { QueryClient } from "@tanstack/react-query";
import { DECK_QUERY_KEY, type DeckCard } from "./get-deck";

/** A member blocked from the deck leaves it at once, before the deck is dealt again. */
export function removeFromDeck(queryClient: QueryClient, userId: string) {
  queryClient.setQueryData<DeckCard[]>(DECK_QUERY_KEY, (cards) => cards?.filter((card) => card.profile.id !== userId));
}
