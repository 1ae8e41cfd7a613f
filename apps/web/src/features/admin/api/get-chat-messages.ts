import { AdminChatMessagesSchema, type AdminChatMessages } from "@kindred/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** `GET /api/admin/chats/:matchId/messages`: a reported conversation, oldest first. */
export async function getAdminChatMessages(matchId: string, signal?: AbortSignal): Promise<AdminChatMessages> {
  return apiFetch(`/api/admin/chats/${encodeURIComponent(matchId)}/messages`, {
    schema: AdminChatMessagesSchema,
    signal,
  });
}

/**
 * Every read of a conversation is written to the audit log, so it is read once per opening: no
 * refetch on focus, and nothing kept once the dialog closes.
 */
export function useAdminChatMessages(matchId: string) {
  return useQuery({
    queryKey: adminKeys.chatMessages(matchId),
    queryFn: ({ signal }) => getAdminChatMessages(matchId, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
