import type { Notice } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { markAcknowledged } from "../utils/notice-cache";
import { noticesKey } from "./query-keys";

/** `POST /api/notices/:id/acknowledge`: the member has read the statement; it stops blocking the app. */
export async function acknowledgeNotice(noticeId: string): Promise<void> {
  await apiFetch(`/api/notices/${encodeURIComponent(noticeId)}/acknowledge`, { method: "POST" });
}

export function useAcknowledgeNotice(userId: string) {
  const queryClient = useQueryClient();
  const key = noticesKey(userId);
  return useMutation({
    mutationFn: acknowledgeNotice,
    onSuccess: (_nothing, noticeId) => {
      // The next statement shows at once; the server's list follows.
      queryClient.setQueryData<Notice[]>(key, (notices) =>
        markAcknowledged(notices, noticeId, new Date().toISOString()),
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
