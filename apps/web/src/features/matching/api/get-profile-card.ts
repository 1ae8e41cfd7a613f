import { ProfileCardSchema, type ProfileCard } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { PROFILE_CARD_QUERY_KEY } from "@/lib/query-keys";

export type { ProfileCard };

/** One member in full, with our score and where we stand (404 when hidden, blocked or gone). */
export async function getProfileCard(id: string, signal?: AbortSignal): Promise<ProfileCard> {
  return apiFetch(`/api/discovery/profiles/${encodeURIComponent(id)}`, { schema: ProfileCardSchema, signal });
}

export const getProfileCardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PROFILE_CARD_QUERY_KEY, id],
    queryFn: ({ signal }) => getProfileCard(id, signal),
  });

export function useProfileCard(id: string) {
  return useQuery(getProfileCardQueryOptions(id));
}
