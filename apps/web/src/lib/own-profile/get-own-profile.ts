import { OwnProfileSchema, type OwnProfile } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";

export const OWN_PROFILE_QUERY_KEY = ["profile", "own"] as const;

const ResponseSchema = z.object({ profile: OwnProfileSchema.nullable() });

/** The signed-in member's profile, or `null` before anything was saved. */
export async function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile | null> {
  return (await apiFetch("/api/profile", { schema: ResponseSchema, signal })).profile;
}

export const getOwnProfileQueryOptions = () =>
  queryOptions({ queryKey: OWN_PROFILE_QUERY_KEY, queryFn: ({ signal }) => getOwnProfile(signal) });

export function useOwnProfile() {
  return useQuery(getOwnProfileQueryOptions());
}
