import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** Sends a conversation to the moderators' queue with the member's reason. */
export async function reportConversation({ matchId, reason }: { matchId: string; reason: string }): Promise<void> {
  await apiFetch("/api/reports", { method: "POST", body: { kind: "conversation", targetId: matchId, reason } });
}

export function useReportConversation() {
  return useMutation({ mutationFn: reportConversation });
}
