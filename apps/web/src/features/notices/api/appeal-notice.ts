import type { AppealInput, Notice } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, isApiError } from "@/lib/api-client";
import { markAppealed } from "../utils/notice-cache";
import { noticesKey } from "./query-keys";

/** `POST /api/notices/:id/appeal` (signed in): one appeal per decision; a second answers 409. */
export async function appealNotice(noticeId: string, input: AppealInput): Promise<void> {
  await apiFetch(`/api/notices/${encodeURIComponent(noticeId)}/appeal`, { method: "POST", body: input });
}

export function useAppealNotice(userId: string) {
  const queryClient = useQueryClient();
  const key = noticesKey(userId);
  return useMutation({
    mutationFn: ({ noticeId, text }: { noticeId: string; text: string }) => appealNotice(noticeId, { text }),
    onSuccess: (_nothing, { noticeId }) => {
      queryClient.setQueryData<Notice[]>(key, (notices) => markAppealed(notices, noticeId, new Date().toISOString()));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      // Already appealed (another tab, the mailed link): the server's list says how it stands.
      if (isApiError(error) && error.isClientError) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
