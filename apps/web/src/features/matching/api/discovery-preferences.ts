import { DiscoveryPreferencesSchema, type DiscoveryPreferences } from "@kindred/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { REACH_QUERY_KEY } from "./deck-reach";
import { DECK_QUERY_KEY } from "./get-deck";

export const PREFERENCES_QUERY_KEY = ["discovery", "preferences"] as const;

/** The deck's filters as stored: age range and radius in km (null: anywhere in the member's country). */
export async function getPreferences(signal?: AbortSignal): Promise<DiscoveryPreferences> {
  return apiFetch("/api/discovery/preferences", { schema: DiscoveryPreferencesSchema, signal });
}

export async function updatePreferences(input: DiscoveryPreferences): Promise<DiscoveryPreferences> {
  return apiFetch("/api/discovery/preferences", { method: "PUT", body: input, schema: DiscoveryPreferencesSchema });
}

export const getPreferencesQueryOptions = () =>
  queryOptions({ queryKey: PREFERENCES_QUERY_KEY, queryFn: ({ signal }) => getPreferences(signal) });

export function usePreferences() {
  return useQuery(getPreferencesQueryOptions());
}

/** Saves the filters, then deals a new deck under them. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DECK_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: REACH_QUERY_KEY }),
      ]);
    },
  });
}
