import { OwnProfileSchema, type ProfileUpdateInput } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { OWN_PROFILE_QUERY_KEY } from "@/lib/own-profile/get-own-profile";

const ResponseSchema = z.object({ profile: OwnProfileSchema });

/** Creates or updates the member's profile; the server resolves the city and keeps its coordinates. */
export async function updateProfile(input: ProfileUpdateInput) {
  return (await apiFetch("/api/profile", { method: "PUT", body: input, schema: ResponseSchema })).profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, profile),
  });
}
