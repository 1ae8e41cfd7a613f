import type { Notice, RestrictedAppealInput } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, isApiError } from "@/lib/api-client";
import { withAppeal } from "../utils/notice-cache";
import { appealNoticeKey } from "./query-keys";

/** `POST /api/appeals`: an appeal from a member who can't sign in, carried by the link's token. */
export async function sendRestrictedAppeal(input: RestrictedAppealInput): Promise<void> {
  await apiFetch("/api/appeals", { method: "POST", body: input });
}

export function useSendRestrictedAppeal(token: string) {
  const queryClient = useQueryClient();
  const key = appealNoticeKey(token);
  return useMutation({
    mutationFn: (text: string) => sendRestrictedAppeal({ token, text }),
    onSuccess: () => {
      queryClient.setQueryData<Notice>(key, (notice) => notice && withAppeal(notice, new Date().toISOString()));
    },
    onError: (error) => {
      // Already appealed: the statement, asked again, shows where that appeal stands.
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
