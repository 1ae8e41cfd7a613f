// The message cache tests' members, messages and conversations, and their views of the cache.
import type { Conversation, Message } from "@kindred/contracts";
import type { QueryClient } from "@tanstack/react-query";
import type { MessagePages } from "./get-messages";
import { CONVERSATIONS_LIST_KEY, messagesKey } from "./query-keys";

export const ME = "user-me";
export const ADA = "user-ada";

export function message(id: string, overrides: Partial<Message> = {}): Message {
  return {
    id,
    matchId: "match-ada",
    senderId: ADA,
    receiverId: ME,
    clientId: `client-${id}`,
    content: `text of ${id}`,
    imageUrl: null,
    isRead: false,
    createdAt: "2026-03-10T12:00:00.000Z",
    ...overrides,
  };
}

export function conversation(matchId: string, overrides: Partial<Conversation> = {}): Conversation {
  return {
    matchId,
    matchedAt: "2026-03-01T10:00:00.000Z",
    other: { id: `user-of-${matchId}`, firstName: "Someone", lastName: "Else", avatarUrl: null },
    lastMessage: null,
    unreadCount: 0,
    online: false,
    ...overrides,
  };
}

export const lastAt = (createdAt: string, senderId = ADA): Conversation["lastMessage"] => ({
  content: "earlier",
  hasImage: false,
  senderId,
  createdAt,
});

/** The cache as the tests read and seed it, in the test's own query client (answered by `getClient`). */
export function messageCacheHelpers(getClient: () => QueryClient) {
  /** Seeds a conversation's history: pages newest first, each oldest first, as the server pages them. */
  function seedMessages(matchId: string, ...pages: Message[][]) {
    getClient().setQueryData<MessagePages>(messagesKey(matchId), {
      pages: pages.map((messages, index) => ({ messages, hasMore: index < pages.length - 1 })),
      pageParams: pages.map((_, index) => (index === 0 ? undefined : `before-${index}`)),
    });
  }
  const pagesOf = (matchId: string) => getClient().getQueryData<MessagePages>(messagesKey(matchId));
  const idsOf = (matchId: string) => pagesOf(matchId)?.pages.map((page) => page.messages.map((m) => m.id));
  const listOf = () => getClient().getQueryData<Conversation[]>(CONVERSATIONS_LIST_KEY);
  return { seedMessages, pagesOf, idsOf, listOf };
}
