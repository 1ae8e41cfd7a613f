import { MemberSettingsSchema, type MemberSettings, type MemberSettingsPatch } from "@kindred/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** The member's Notifications and Privacy switches (both tabs read the one query). */
export const MEMBER_SETTINGS_QUERY_KEY = ["settings", "switches"] as const;

export async function getMemberSettings(signal?: AbortSignal): Promise<MemberSettings> {
  return apiFetch("/api/settings", { schema: MemberSettingsSchema, signal });
}

/** `PATCH /api/settings`: the switches given; the server answers all six as stored. */
export async function updateMemberSettings(patch: MemberSettingsPatch): Promise<MemberSettings> {
  return apiFetch("/api/settings", { method: "PATCH", body: patch, schema: MemberSettingsSchema });
}

export const memberSettingsQueryOptions = () =>
  queryOptions({ queryKey: MEMBER_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getMemberSettings(signal) });

export function useMemberSettings() {
  return useQuery(memberSettingsQueryOptions());
}

/**
 * A switch flips at once and is put back if the save fails; the server's answer then sets all six.
 * The caller says what the member sees (a toast on failure); this keeps the cache right.
 */
export function useUpdateMemberSettings() {
  const queryClient = useQueryClient();
  const merge = (patch: MemberSettingsPatch) =>
    queryClient.setQueryData<MemberSettings>(MEMBER_SETTINGS_QUERY_KEY, (settings) =>
      settings ? { ...settings, ...patch } : settings,
    );
  return useMutation({
    mutationFn: updateMemberSettings,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: MEMBER_SETTINGS_QUERY_KEY });
      const current = queryClient.getQueryData<MemberSettings>(MEMBER_SETTINGS_QUERY_KEY);
      // Only the switches this save touches go back on failure.
      const previous = current
        ? (Object.fromEntries(
            Object.keys(patch).map((key) => [key, current[key as keyof MemberSettings]]),
          ) as MemberSettingsPatch)
        : undefined;
      merge(patch);
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) merge(context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(MEMBER_SETTINGS_QUERY_KEY, saved),
  });
}
