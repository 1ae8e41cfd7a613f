import { DeckReachSchema, type DeckReach, type DeckWidenStep } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export const REACH_QUERY_KEY = ["discovery", "reach"] as const;

/** How many more people each wider step would add to the deck (counted on the server, never listed). */
export async function getDeckReach(signal?: AbortSignal): Promise<DeckReach> {
  return apiFetch("/api/discovery/reach", { schema: DeckReachSchema, signal });
}

/** Asked only when the stack runs low: the counts cost a query the deck itself does not need. */
export function useDeckReach(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: REACH_QUERY_KEY,
      queryFn: ({ signal }) => getDeckReach(signal),
      enabled,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    }),
  );
}

/** The step to offer: the nearest one that reaches someone new (a step that adds nobody is another dead end). */
export const nextStep = (reach: DeckReach | undefined): DeckWidenStep | null =>
  reach?.steps.find((step) => step.more > 0) ?? null;
