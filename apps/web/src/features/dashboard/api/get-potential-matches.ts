import { DASHBOARD_MATCHES_SHOWN, PotentialMatchesSchema, type PublicProfile } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export const POTENTIAL_MATCHES_QUERY_KEY = ["profiles", "potential", { limit: DASHBOARD_MATCHES_SHOWN }] as const;

/**
 * The newest other visible members, as many as the dashboard shows (spec 000 section 7, "Potential
 * matches"): asking for the 50 the endpoint gives by default cost ~70 KB of JSON to show six.
 */
export async function getPotentialMatches(signal?: AbortSignal): Promise<PublicProfile[]> {
  const path = `/api/profiles/potential?limit=${DASHBOARD_MATCHES_SHOWN}`;
  return (await apiFetch(path, { schema: PotentialMatchesSchema, signal })).profiles;
}

export const getPotentialMatchesQueryOptions = () =>
  queryOptions({
    queryKey: POTENTIAL_MATCHES_QUERY_KEY,
    queryFn: ({ signal }) => getPotentialMatches(signal),
    // The list changes slowly; a minute of freshness spares a refetch on every return to the dashboard.
    staleTime: 60_000,
  });

export function usePotentialMatches() {
  return useQuery(getPotentialMatchesQueryOptions());
}
