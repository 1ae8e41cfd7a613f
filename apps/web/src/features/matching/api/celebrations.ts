import { PendingCelebrationsSchema, type PendingCelebration } from "@kindred/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export type { PendingCelebration };

export const CELEBRATIONS_QUERY_KEY = ["matches", "celebrations"] as const;

/**
 * Matches made while I was away: I liked first, they liked back later. Each gets its overlay once
 * (the member who liked back saw it at once).
 */
export async function getCelebrations(signal?: AbortSignal): Promise<PendingCelebration[]> {
  return (await apiFetch("/api/matches/celebrations", { schema: PendingCelebrationsSchema, signal })).celebrations;
}

export async function markCelebrated(matchId: string): Promise<void> {
  await apiFetch(`/api/matches/${encodeURIComponent(matchId)}/celebrated`, { method: "POST" });
}

export const getCelebrationsQueryOptions = () =>
  queryOptions({
    queryKey: CELEBRATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getCelebrations(signal),
    refetchOnWindowFocus: false,
  });

export function useCelebrations() {
  return useQuery(getCelebrationsQueryOptions());
}

/** Marks one as seen; it leaves the list at once, so it never shows twice. */
export function useMarkCelebrated() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCelebrated,
    onMutate: (matchId) =>
      queryClient.setQueryData<PendingCelebration[]>(CELEBRATIONS_QUERY_KEY, (current) =>
        current?.filter((celebration) => celebration.matchId !== matchId),
      ),
  });
}
