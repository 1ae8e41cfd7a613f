import type { SiteInfo } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetchLazy } from "@/lib/api-client";

export const SITE_QUERY_KEY = ["site"] as const;

export const getSiteQueryOptions = () =>
  queryOptions({
    queryKey: SITE_QUERY_KEY,
    // The footer asks on every public page: its schema comes with the answer, not with the page.
    queryFn: ({ signal }) =>
      apiFetchLazy("/api/site", { schema: () => import("./site-schema").then((m) => m.SiteInfoSchema), signal }),
    // The operator's details change only when the server restarts: one fetch per visit is enough.
    staleTime: Infinity,
  });

/** Who runs this Kindred and how to reach them; undefined while loading, so callers keep their layout. */
export function useSite(): SiteInfo | undefined {
  return useQuery(getSiteQueryOptions()).data;
}
