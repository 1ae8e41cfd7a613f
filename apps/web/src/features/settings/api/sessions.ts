import {
  ActiveSessionListSchema,
  RevokedSessionsSchema,
  type ActiveSession,
  type RevokedSessions,
} from "@kindred/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export const SESSIONS_QUERY_KEY = ["security", "sessions"] as const;

/** `GET /api/sessions`: this device first, then the most recently used. */
export async function getSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  return (await apiFetch("/api/sessions", { schema: ActiveSessionListSchema, signal })).sessions;
}

export function useSessions() {
  return useQuery(queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: ({ signal }) => getSessions(signal) }));
}

/** Signs one of my other sessions out; its row leaves the list at once. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiFetch(`/api/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
    },
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<ActiveSession[]>(SESSIONS_QUERY_KEY, (list) => list?.filter((row) => row.id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<RevokedSessions> =>
      apiFetch("/api/sessions/revoke-others", { method: "POST", body: {}, schema: RevokedSessionsSchema }),
    onSuccess: () =>
      queryClient.setQueryData<ActiveSession[]>(SESSIONS_QUERY_KEY, (list) => list?.filter((row) => row.current)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
