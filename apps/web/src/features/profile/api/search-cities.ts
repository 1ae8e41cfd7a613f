import { CitySuggestionsSchema, type CitySuggestion } from "@kindred/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export type { CitySuggestion };

export type CitySearch = { country: string; state?: string | null | undefined; q: string };

/** Up to ten cities of the country (and US state) whose name starts with `q`, most populous first. */
export async function searchCities({ country, state, q }: CitySearch, signal?: AbortSignal): Promise<CitySuggestion[]> {
  const params = new URLSearchParams({ country, q });
  if (state) params.set("state", state);
  return (await apiFetch(`/api/geo/cities?${params.toString()}`, { schema: CitySuggestionsSchema, signal })).cities;
}

export const searchCitiesQueryOptions = (search: CitySearch) =>
  queryOptions({
    queryKey: ["geo", "cities", search.country, search.state ?? "", search.q.trim().toLowerCase()],
    queryFn: ({ signal }) => searchCities(search, signal),
    // Place names do not change while someone fills in a form.
    staleTime: 60 * 60 * 1000,
  });

export function useCitySuggestions(search: CitySearch) {
  return useQuery({
    ...searchCitiesQueryOptions(search),
    enabled: Boolean(search.country) && search.q.trim().length > 0,
    // Keep the last list while the next prefix loads, so the list does not flicker per keystroke.
    placeholderData: keepPreviousData,
  });
}
