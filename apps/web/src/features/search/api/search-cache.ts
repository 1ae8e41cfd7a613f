import type { QueryClient } from "@tanstack/react-query";
import { SEARCH_QUERY_KEY, type SearchPage } from "./search-profiles";

/** A blocked member leaves every cached results page at once, before the pages are asked again. */
export function removeFromResults(queryClient: QueryClient, userId: string) {
  queryClient.setQueriesData<SearchPage>({ queryKey: SEARCH_QUERY_KEY }, (page) => {
    if (!page?.results.some((item) => item.profile.id === userId)) return page;
    return {
      ...page,
      results: page.results.filter((item) => item.profile.id !== userId),
      total: Math.max(0, page.total - 1),
    };
  });
}
