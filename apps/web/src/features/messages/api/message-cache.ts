import type { Conversation, Message } from "@kindred/contracts";
import type { QueryClient } from "@tanstack/react-query";
import type { MessagePages } from "./get-messages";
import { CONVERSATIONS_LIST_KEY, messagesKey } from "./query-keys";

/*
 * Writes into the inbox caches, shared by the realtime events, a send's answer and a read. Each
 * one is idempotent: the same message arriving twice (the POST's answer and the socket's event, or
 * a retry) changes nothing the second time.
 */

// A client id is unique per sender; a deleted member's messages (sender null) are known by id alone.
const sameMessage = (a: Message, b: Message) =>
  a.id === b.id || (a.senderId !== null && a.senderId === b.senderId && a.clientId === b.clientId);

/**
 * The newer of two copies of one message. Read is for good: a send's answer that arrives after the
 * socket said "read" must not turn the ticks back to one.
 */
const merge = (cached: Message, incoming: Message): Message => ({
  ...incoming,
  isRead: cached.isRead || incoming.isRead,
});

/** Puts a message into its open conversation's cache: replaces the copy it has, or appends it. */
export function upsertMessage(queryClient: QueryClient, message: Message) {
  const key = messagesKey(message.matchId);
  const state = queryClient.getQueryState<MessagePages>(key);
  if (!state?.data) return;
  queryClient.setQueryData<MessagePages>(key, (data) => {
    if (!data) return data;
    let found = false;
    const pages = data.pages.map((page) => {
      if (!page.messages.some((m) => sameMessage(m, message))) return page;
      found = true;
      return { ...page, messages: page.messages.map((m) => (sameMessage(m, message) ? merge(m, message) : m)) };
    });
    if (found) return { ...data, pages };
    const [latest, ...older] = data.pages;
    if (!latest) return data;
    // Usually the newest, so it goes last; one that arrives after a newer message (two sends
    // committed out of order) goes in its place in time, where a refetch would put it.
    const at = latest.messages.findLastIndex((m) => m.createdAt <= message.createdAt) + 1;
    const messages = [...latest.messages.slice(0, at), message, ...latest.messages.slice(at)];
    return { ...data, pages: [{ ...latest, messages }, ...older] };
  });
  // A refetch already on its way may have been answered before this message existed and would
  // overwrite it: start that refetch again.
  if (state.fetchStatus === "fetching") void queryClient.invalidateQueries({ queryKey: key, exact: true });
}

/** Marks these messages read in their conversation (the sender's ticks turn double). */
export function markMessagesRead(queryClient: QueryClient, matchId: string, messageIds: readonly string[]) {
  if (messageIds.length === 0) return;
  const ids = new Set(messageIds);
  queryClient.setQueryData<MessagePages>(messagesKey(matchId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            messages: page.messages.map((m) => (ids.has(m.id) && !m.isRead ? { ...m, isRead: true } : m)),
          })),
        }
      : data,
  );
}

const newestFirst = (a: Conversation, b: Conversation) => {
  // Conversations without messages go last, in the order the server gave them (sort is stable).
  if (!a.lastMessage || !b.lastMessage) return (a.lastMessage ? 0 : 1) - (b.lastMessage ? 0 : 1);
  return b.lastMessage.createdAt.localeCompare(a.lastMessage.createdAt);
};

function updateConversations(queryClient: QueryClient, update: (list: Conversation[]) => Conversation[]) {
  queryClient.setQueryData<Conversation[]>(CONVERSATIONS_LIST_KEY, (list) => (list ? update(list) : list));
}

/**
 * A new message moves its conversation to the top with the new preview, and counts as unread when
 * it is for me and I am not looking at it. Answers false when the conversation is not in the list
 * (a new match the list has not heard of yet): the caller then refetches the list.
 */
export function touchConversation(
  queryClient: QueryClient,
  message: Message,
  { userId, isOpen }: { userId: string; isOpen: boolean },
): boolean {
  const list = queryClient.getQueryData<Conversation[]>(CONVERSATIONS_LIST_KEY);
  if (!list) return true; // Nothing cached: the next read fetches it fresh anyway.
  const current = list.find((c) => c.matchId === message.matchId);
  if (!current) return false;
  const newer = !current.lastMessage || current.lastMessage.createdAt <= message.createdAt;
  // The message the preview already shows (delivered twice, or already in a refetched list) was counted.
  const repeat =
    current.lastMessage?.createdAt === message.createdAt && current.lastMessage.senderId === message.senderId;
  const countsAsUnread = message.receiverId === userId && !message.isRead && !isOpen && !repeat;
  updateConversations(queryClient, (conversations) =>
    conversations
      .map((c) =>
        c.matchId === message.matchId
          ? {
              ...c,
              lastMessage: newer
                ? {
                    content: message.content,
                    hasImage: message.imageUrl !== null,
                    senderId: message.senderId,
                    createdAt: message.createdAt,
                  }
                : c.lastMessage,
              unreadCount: c.unreadCount + (countsAsUnread ? 1 : 0),
            }
          : c,
      )
      .sort(newestFirst),
  );
  return true;
}

/**
 * I read a conversation: its unread bubble goes at once. The bottom bar's count is asked again
 * rather than lowered here: it may or may not include messages that arrived while this was open.
 */
export function clearUnread(queryClient: QueryClient, matchId: string) {
  updateConversations(queryClient, (list) => list.map((c) => (c.matchId === matchId ? { ...c, unreadCount: 0 } : c)));
}

/** Presence from the socket: 'Online now' or 'Offline' on every conversation with that member. */
export function setPresence(queryClient: QueryClient, userId: string, online: boolean) {
  updateConversations(queryClient, (list) =>
    list.some((c) => c.other.id === userId && c.online !== online)
      ? list.map((c) => (c.other.id === userId ? { ...c, online } : c))
      : list,
  );
}

/** A block closed the conversation: it leaves the list, and its messages leave the cache. */
export function removeConversation(queryClient: QueryClient, matchId: string) {
  updateConversations(queryClient, (list) => list.filter((c) => c.matchId !== matchId));
  queryClient.removeQueries({ queryKey: messagesKey(matchId) });
}
