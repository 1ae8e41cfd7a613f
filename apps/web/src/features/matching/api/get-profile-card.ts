import { COMPATIBILITY_SCHEMA, ConnectionSchema, PublicProfileSchema } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";

export const ProfileCardSchema = z.object({
  profile: PublicProfileSchema,
  compatibility: COMPATIBILITY_SCHEMA,
  connection: ConnectionSchema,
});
export type ProfileCard = z.infer<typeof ProfileCardSchema>;

export const PROFILE_CARD_QUERY_KEY = ["discovery", "profile"] as const;

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
