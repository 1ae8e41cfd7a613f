import { MeSchema, type Me } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, isApiError } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";

/** The signed-in member, or `null` when signed out (the API answers 401). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiFetch("/api/me", { schema: MeSchema, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    // Every screen asks "who am I?"; half a minute of freshness saves a request per navigation,
    // and window-focus refetching still notices a session ended in another tab.
    staleTime: 30_000,
  });

export function useMe() {
  return useQuery(getMeQueryOptions());
}
