import { SearchPageSchema, type SearchPage, type SearchResult } from "@kindred/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { toApiQuery, type SearchFilters } from "../utils/search-filters";

export type { SearchPage, SearchResult };

/** Every search page in the cache starts with this, so a like can update them all at once. */
export const SEARCH_QUERY_KEY = ["search"] as const;

export async function searchProfiles(query: string, signal?: AbortSignal): Promise<SearchPage> {
  return apiFetch(`/api/search?${query}`, { schema: SearchPageSchema, signal });
}

export const getSearchQueryOptions = (filters: SearchFilters, page: number) => {
  const query = toApiQuery(filters, page);
  return queryOptions({
    queryKey: [...SEARCH_QUERY_KEY, query],
    queryFn: ({ signal }) => searchProfiles(query, signal),
    staleTime: 30_000,
    // While the next filters load, the last results stay on screen (marked busy) instead of a skeleton.
    placeholderData: keepPreviousData,
  });
};

export function useSearchProfiles(filters: SearchFilters, page: number) {
  return useQuery(getSearchQueryOptions(filters, page));
}
