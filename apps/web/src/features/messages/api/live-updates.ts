import { MESSAGE_TEXT, type ServerEvent } from "@kindred/contracts";
import { RECEIVED_LIKES_QUERY_KEY } from "@/lib/query-keys";
import type { ServerEventContext } from "@/lib/realtime/server-event-hub";
import { toast } from "@/lib/toast";
import { markMessagesRead, removeConversation, setPresence, touchConversation, upsertMessage } from "./message-cache";
import { CONVERSATIONS_LIST_KEY, CONVERSATIONS_ROOT_KEY, INBOX_SUMMARY_KEY } from "./query-keys";
import { t } from "@/lib/i18n/i18n";

/** The inbox's queries a reconnect refreshes: whatever happened while the socket was down. */
export const MESSAGES_RECONNECT_KEYS = [CONVERSATIONS_ROOT_KEY, RECEIVED_LIKES_QUERY_KEY];

/**
 * Turns one server event into updates of the inbox's caches, so every screen that shows them (the
 * inbox, the bottom bar's badge) changes without asking the server again where the event says
 * enough, and refetches where it does not. Only active queries refetch on invalidation; the others
 * are marked stale and fetched fresh when next shown.
 */
export function applyMessageEvent(event: ServerEvent, { queryClient, userId, openMatchId }: ServerEventContext) {
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
        toast.info(t(MESSAGE_TEXT.newMessage));
        invalidate(CONVERSATIONS_LIST_KEY, INBOX_SUMMARY_KEY);
      }
      // An incoming message in the open conversation is counted when it is read (the screen marks it).
      break;
    }
    case "message.read":
      markMessagesRead(queryClient, event.matchId, event.messageIds);
      // Read by me (here or in another tab): the counts went down.
      if (event.readerId === userId) invalidate(CONVERSATIONS_LIST_KEY, INBOX_SUMMARY_KEY);
      break;
    case "match.created":
      invalidate(CONVERSATIONS_LIST_KEY, RECEIVED_LIKES_QUERY_KEY, INBOX_SUMMARY_KEY);
      break;
    case "like.received":
      invalidate(RECEIVED_LIKES_QUERY_KEY, INBOX_SUMMARY_KEY);
      break;
    case "presence":
      setPresence(queryClient, event.userId, event.online);
      break;
    case "conversation.closed":
      removeConversation(queryClient, event.matchId);
      invalidate(CONVERSATIONS_LIST_KEY, INBOX_SUMMARY_KEY);
      break;
    case "typing":
    case "ready":
    case "error":
      // Typing is for the open conversation's own listener; ready and error need nothing here.
      break;
  }
}
