import { OwnProfileSchema, type SaveMatchStyleInput } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { OWN_PROFILE_QUERY_KEY } from "./get-own-profile";

const ResponseSchema = z.object({ profile: OwnProfileSchema });

/** Saves the quiz result (and the answers, so the score can be explained and re-checked). */
export async function saveMatchStyle(input: SaveMatchStyleInput) {
  return (await apiFetch("/api/profile/match-style", { method: "PUT", body: input, schema: ResponseSchema })).profile;
}

export function useSaveMatchStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMatchStyle,
    onSuccess: (profile) => queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, profile),
  });
}
