import type { Message } from "@kindred/contracts";
import { useEffect } from "react";
import { useMarkRead } from "../api/mark-read";
import { useDocumentVisible } from "./use-document-visible";

/**
 * Spec 001 section 4: messages turn read when the receiver loads or receives them. While this
 * conversation is on screen (loaded, tab visible), each newest unread message sends one read, which
 * also turns the sender's ticks double.
 */
export function useMarkReadWhileOpen({
  matchId,
  userId,
  messages,
  loaded,
}: {
  matchId: string;
  userId: string;
  messages: readonly Message[];
  loaded: boolean;
}) {
  const visible = useDocumentVisible();
  const { mutate } = useMarkRead();
  const newestUnread = messages.findLast((m) => m.receiverId === userId && !m.isRead)?.id;
  useEffect(() => {
    if (loaded && visible && newestUnread) mutate(matchId);
  }, [loaded, visible, newestUnread, matchId, mutate]);
}
