import { COMPATIBILITY_SCHEMA, ConnectionSchema, PublicProfileSchema } from "@kindred/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { toApiQuery, type SearchFilters } from "../utils/search-filters";

// The answer of `GET /api/search` (the server's SearchPage); candidates for packages/contracts.
export const SearchResultSchema = z.object({
  profile: PublicProfileSchema,
  compatibility: COMPATIBILITY_SCHEMA.nullable(),
  nearby: z.boolean(),
  connection: ConnectionSchema,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchPageSchema = z.object({
  results: z.array(SearchResultSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SearchPage = z.infer<typeof SearchPageSchema>;

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
