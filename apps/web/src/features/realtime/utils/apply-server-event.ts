import { MESSAGE_TEXT, type ServerEvent } from "@kindred/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { DASHBOARD_STATS_QUERY_KEY } from "@/features/dashboard/api/get-dashboard-stats";
import { CELEBRATIONS_QUERY_KEY } from "@/features/matching/api/celebrations";
import { RECEIVED_LIKES_QUERY_KEY } from "@/features/matching/api/get-received-likes";
import {
  markMessagesRead,
  removeConversation,
  setPresence,
  touchConversation,
  upsertMessage,
} from "@/features/messages/api/message-cache";
import { CONVERSATIONS_LIST_KEY, CONVERSATIONS_ROOT_KEY, INBOX_SUMMARY_KEY } from "@/features/messages/api/query-keys";

type EventContext = {
  queryClient: QueryClient;
  /** Me. */
  userId: string;
  /** The conversation on screen in this tab, if any. */
  openMatchId: string | null;
};

/** The queries a reconnect refreshes: whatever happened while the socket was down. */
export function refreshAfterReconnect(queryClient: QueryClient) {
  for (const queryKey of [
    CONVERSATIONS_ROOT_KEY,
    RECEIVED_LIKES_QUERY_KEY,
    DASHBOARD_STATS_QUERY_KEY,
    CELEBRATIONS_QUERY_KEY,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Turns one server event into cache updates, so every screen that shows the data (the inbox, the
 * bottom bar's badge, the dashboard's tile) changes without asking the server again where the event
 * says enough, and refetches where it does not. Only active queries refetch on invalidation; the
 * others are marked stale and fetched fresh when next shown.
 */
export function applyServerEvent(event: ServerEvent, { queryClient, userId, openMatchId }: EventContext) {
  const invalidate = (...keys: readonly (readonly unknown[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  switch (event.type) {
    case "message.created": {
      const { message } = event;
      const incoming = message.senderId !== userId;
      const isOpen = message.matchId === openMatchId;
      upsertMessage(queryClient, message);
      const known = touchConversation(queryClient, message, { userId, isOpen });
      if (!known) invalidate(CONVERSATIONS_LIST_KEY);
      if (incoming && !isOpen) {
        // Spec 001 section 4: an incoming message elsewhere says so and reloads the conversations.
        toast.info(MESSAGE_TEXT.newMessage);
        invalidate(CONVERSATIONS_LIST_KEY, INBOX_SUMMARY_KEY, DASHBOARD_STATS_QUERY_KEY);
      }
      // An incoming message in the open conversation is counted when it is read (the screen marks it).
      break;
    }
    case "message.read":
      markMessagesRead(queryClient, event.matchId, event.messageIds);
      // Read by me (here or in another tab): the counts went down.
      if (event.readerId === userId) invalidate(CONVERSATIONS_LIST_KEY, INBOX_SUMMARY_KEY, DASHBOARD_STATS_QUERY_KEY);
      break;
    case "match.created":
      invalidate(CONVERSATIONS_LIST_KEY, RECEIVED_LIKES_QUERY_KEY, INBOX_SUMMARY_KEY, DASHBOARD_STATS_QUERY_KEY);
      invalidate(CELEBRATIONS_QUERY_KEY);
      break;
    case "like.received":
      invalidate(RECEIVED_LIKES_QUERY_KEY, INBOX_SUMMARY_KEY, DASHBOARD_STATS_QUERY_KEY);
      break;
    case "presence":
      setPresence(queryClient, event.userId, event.online);
      break;
    case "conversation.closed":
      removeConversation(queryClient, event.matchId);
      invalidate(CONVERSATIONS_LIST_KEY, INBOX_SUMMARY_KEY, DASHBOARD_STATS_QUERY_KEY);
      break;
    case "typing":
    case "ready":
    case "error":
      // Typing is for the open conversation's own listener; ready and error need nothing here.
      break;
  }
}
