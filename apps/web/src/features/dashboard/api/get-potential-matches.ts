import { PotentialMatchesSchema, type PublicProfile } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export const POTENTIAL_MATCHES_QUERY_KEY = ["profiles", "potential"] as const;

/** Up to 50 other visible members, newest first (spec 000 section 7, "Potential matches"). */
export async function getPotentialMatches(signal?: AbortSignal): Promise<PublicProfile[]> {
  return (await apiFetch("/api/profiles/potential", { schema: PotentialMatchesSchema, signal })).profiles;
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
