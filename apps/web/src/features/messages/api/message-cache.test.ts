import type { Conversation, Message } from "@kindred/contracts";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MessagePages } from "./get-messages";
import {
  clearUnread,
  markMessagesRead,
  removeConversation,
  setPresence,
  touchConversation,
  upsertMessage,
} from "./message-cache";
import { CONVERSATIONS_LIST_KEY, messagesKey } from "./query-keys";

const ME = "user-me";
const ADA = "user-ada";

function message(id: string, overrides: Partial<Message> = {}): Message {
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

function conversation(matchId: string, overrides: Partial<Conversation> = {}): Conversation {
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

const lastAt = (createdAt: string, senderId = ADA): Conversation["lastMessage"] => ({
  content: "earlier",
  hasImage: false,
  senderId,
  createdAt,
});

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
});
afterEach(() => {
  queryClient.clear();
});

/** Seeds a conversation's history: pages newest first, each oldest first, as the server pages them. */
function seedMessages(matchId: string, ...pages: Message[][]) {
  queryClient.setQueryData<MessagePages>(messagesKey(matchId), {
    pages: pages.map((messages, index) => ({ messages, hasMore: index < pages.length - 1 })),
    pageParams: pages.map((_, index) => (index === 0 ? undefined : `before-${index}`)),
  });
}
const pagesOf = (matchId: string) => queryClient.getQueryData<MessagePages>(messagesKey(matchId));
const idsOf = (matchId: string) => pagesOf(matchId)?.pages.map((page) => page.messages.map((m) => m.id));
const listOf = () => queryClient.getQueryData<Conversation[]>(CONVERSATIONS_LIST_KEY);

describe("upsertMessage", () => {
  it("does nothing for a conversation whose history is not loaded", () => {
    upsertMessage(queryClient, message("m1"));
    expect(queryClient.getQueryState(messagesKey("match-ada"))).toBeUndefined();
  });

  it("appends a new message to the latest page and leaves older pages alone", () => {
    const older = [message("m1", { createdAt: "2026-03-10T11:00:00.000Z" })];
    seedMessages("match-ada", [message("m2", { createdAt: "2026-03-10T11:30:00.000Z" })], older);
    const incoming = message("m3");
    upsertMessage(queryClient, incoming);
    expect(idsOf("match-ada")).toEqual([["m2", "m3"], ["m1"]]);
    expect(pagesOf("match-ada")?.pages[0]?.messages[1]).toEqual(incoming);
    expect(pagesOf("match-ada")?.pages[1]?.messages).toBe(older);
    expect(pagesOf("match-ada")?.pages[0]?.hasMore).toBe(true);
  });

  it("adds a message to an empty conversation", () => {
    seedMessages("match-ada", []);
    upsertMessage(queryClient, message("m1"));
    expect(idsOf("match-ada")).toEqual([["m1"]]);
  });

  it("is idempotent: the same message twice (send answer and socket event) is stored once", () => {
    seedMessages("match-ada", [message("m1", { createdAt: "2026-03-10T11:00:00.000Z" })]);
    const mine = message("m2", { senderId: ME, receiverId: ADA });
    upsertMessage(queryClient, mine);
    const once = pagesOf("match-ada");
    upsertMessage(queryClient, mine);
    expect(idsOf("match-ada")).toEqual([["m1", "m2"]]);
    expect(pagesOf("match-ada")).toEqual(once);
  });

  it("replaces a copy with the same sender and clientId by the server's copy", () => {
    const pending = message("local-1", { senderId: ME, receiverId: ADA, clientId: "abc12345", content: "draft" });
    seedMessages("match-ada", [message("m1", { createdAt: "2026-03-10T11:00:00.000Z" }), pending]);
    const stored = message("m9", { senderId: ME, receiverId: ADA, clientId: "abc12345", content: "draft" });
    upsertMessage(queryClient, stored);
    expect(idsOf("match-ada")).toEqual([["m1", "m9"]]);
    expect(pagesOf("match-ada")?.pages[0]?.messages[1]).toEqual(stored);
  });

  it("does not confuse two members' messages that happen to share a clientId", () => {
    seedMessages("match-ada", [message("m1", { senderId: ADA, clientId: "same-key-1" })]);
    upsertMessage(queryClient, message("m2", { senderId: ME, receiverId: ADA, clientId: "same-key-1" }));
    expect(idsOf("match-ada")).toEqual([["m1", "m2"]]);
  });

  it("updates a message in an older page in place instead of appending it", () => {
    seedMessages("match-ada", [message("m3")], [message("m1"), message("m2", { content: "old text" })]);
    upsertMessage(queryClient, message("m2", { content: "new text" }));
    expect(idsOf("match-ada")).toEqual([["m3"], ["m1", "m2"]]);
    expect(pagesOf("match-ada")?.pages[1]?.messages[1]?.content).toBe("new text");
  });

  it("never turns a read message back to unread (a late send answer after the read event)", () => {
    seedMessages("match-ada", [message("m1", { senderId: ME, receiverId: ADA, isRead: true })]);
    upsertMessage(queryClient, message("m1", { senderId: ME, receiverId: ADA, isRead: false }));
    expect(pagesOf("match-ada")?.pages[0]?.messages[0]?.isRead).toBe(true);

    seedMessages("match-ada", [message("m1", { isRead: false })]);
    upsertMessage(queryClient, message("m1", { isRead: true }));
    expect(pagesOf("match-ada")?.pages[0]?.messages[0]?.isRead).toBe(true);
  });

  it("keeps the history in time order when an older message arrives after a newer one", () => {
    seedMessages("match-ada", [
      message("m1", { createdAt: "2026-03-10T12:00:00.000Z" }),
      message("m3", { createdAt: "2026-03-10T12:02:00.000Z" }),
    ]);
    upsertMessage(queryClient, message("m2", { createdAt: "2026-03-10T12:01:00.000Z" }));
    upsertMessage(queryClient, message("m0", { createdAt: "2026-03-10T11:59:00.000Z" }));
    upsertMessage(queryClient, message("m4", { createdAt: "2026-03-10T12:02:00.000Z" }));
    expect(idsOf("match-ada")).toEqual([["m0", "m1", "m2", "m3", "m4"]]);
  });

  it("only writes into its own conversation", () => {
    seedMessages("match-ada", [message("m1")]);
    seedMessages("match-bob", [message("b1", { matchId: "match-bob" })]);
    upsertMessage(queryClient, message("b2", { matchId: "match-bob" }));
    expect(idsOf("match-ada")).toEqual([["m1"]]);
    expect(idsOf("match-bob")).toEqual([["b1", "b2"]]);
  });

  it("restarts a refetch already in flight, which may not include the new message", () => {
    seedMessages("match-ada", [message("m1")]);
    // A refetch that never answers; cancelled (and so rejected) when the test's client is cleared.
    queryClient
      .fetchQuery({ queryKey: messagesKey("match-ada"), queryFn: () => new Promise<MessagePages>(() => {}) })
      .catch(() => undefined);
    expect(queryClient.getQueryState(messagesKey("match-ada"))?.fetchStatus).toBe("fetching");
    upsertMessage(queryClient, message("m2"));
    expect(idsOf("match-ada")).toEqual([["m1", "m2"]]);
    expect(queryClient.getQueryState(messagesKey("match-ada"))?.isInvalidated).toBe(true);
  });

  it("does not invalidate a history that is not being fetched", () => {
    seedMessages("match-ada", [message("m1")]);
    upsertMessage(queryClient, message("m2"));
    expect(queryClient.getQueryState(messagesKey("match-ada"))?.isInvalidated).toBe(false);
  });
});

describe("markMessagesRead", () => {
  it("marks the listed messages read, in every page, and leaves the rest as they were", () => {
    const untouched = message("m2", { senderId: ME, receiverId: ADA });
    seedMessages(
      "match-ada",
      [message("m3", { senderId: ME, receiverId: ADA }), untouched],
      [message("m1", { senderId: ME, receiverId: ADA })],
    );
    markMessagesRead(queryClient, "match-ada", ["m1", "m3", "unknown"]);
    const pages = pagesOf("match-ada")?.pages;
    expect(pages?.map((page) => page.messages.map((m) => [m.id, m.isRead]))).toEqual([
      [
        ["m3", true],
        ["m2", false],
      ],
      [["m1", true]],
    ]);
    expect(pages?.[0]?.messages[1]).toBe(untouched);
  });

  it("changes nothing for an empty list, a repeat, or an unloaded conversation", () => {
    seedMessages("match-ada", [message("m1", { isRead: true })]);
    const before = pagesOf("match-ada");
    markMessagesRead(queryClient, "match-ada", []);
    expect(pagesOf("match-ada")).toBe(before);
    markMessagesRead(queryClient, "match-ada", ["m1"]);
    expect(pagesOf("match-ada")?.pages[0]?.messages[0]).toBe(before?.pages[0]?.messages[0]);
    markMessagesRead(queryClient, "match-bob", ["b1"]);
    expect(queryClient.getQueryData(messagesKey("match-bob"))).toBeUndefined();
  });
});

describe("touchConversation", () => {
  it("answers true and creates nothing when the list is not loaded", () => {
    expect(touchConversation(queryClient, message("m1"), { userId: ME, isOpen: false })).toBe(true);
    expect(listOf()).toBeUndefined();
  });

  it("answers false for a conversation the list does not have, and leaves the list as it was", () => {
    const list = [conversation("match-bob")];
    queryClient.setQueryData(CONVERSATIONS_LIST_KEY, list);
    expect(touchConversation(queryClient, message("m1"), { userId: ME, isOpen: false })).toBe(false);
    expect(listOf()).toBe(list);
  });

  it("moves the conversation to the top with the new preview and one more unread", () => {
    queryClient.setQueryData(CONVERSATIONS_LIST_KEY, [
      conversation("match-bob", { lastMessage: lastAt("2026-03-10T11:00:00.000Z") }),
      conversation("match-ada", { lastMessage: lastAt("2026-03-09T08:00:00.000Z"), unreadCount: 2 }),
    ]);
    const incoming = message("m1", { content: "Coffee tomorrow?", createdAt: "2026-03-10T12:00:00.000Z" });
    expect(touchConversation(queryClient, incoming, { userId: ME, isOpen: false })).toBe(true);
    expect(listOf()?.map((c) => c.matchId)).toEqual(["match-ada", "match-bob"]);
    expect(listOf()?.[0]).toMatchObject({
      lastMessage: {
        content: "Coffee tomorrow?",
        hasImage: false,
        senderId: ADA,
        createdAt: "2026-03-10T12:00:00.000Z",
      },
      unreadCount: 3,
    });
  });

  it("does not count as unread: my own message, a read message, or one in the open conversation", () => {
    queryClient.setQueryData(CONVERSATIONS_LIST_KEY, [conversation("match-ada", { unreadCount: 1 })]);
    touchConversation(queryClient, message("m1", { senderId: ME, receiverId: ADA }), { userId: ME, isOpen: false });
    touchConversation(queryClient, message("m2", { isRead: true }), { userId: ME, isOpen: false });
    touchConversation(queryClient, message("m3"), { userId: ME, isOpen: true });
    expect(listOf()?.[0]?.unreadCount).toBe(1);
    expect(listOf()?.[0]?.lastMessage?.content).toBe("text of m3");
  });

  it("previews an image message as having an image", () => {
    queryClient.setQueryData(CONVERSATIONS_LIST_KEY, [conversation("match-ada")]);
    touchConversation(queryClient, message("m1", { content: null, imageUrl: "/api/messages/m1/image" }), {
      userId: ME,
      isOpen: false,
    });
    expect(listOf()?.[0]?.lastMessage).toEqual({
      content: null,
      hasImage: true,
      senderId: ADA,
      createdAt: "2026-03-10T12:00:00.000Z",
    });
  });

  it("keeps the newer preview when an older message arrives late, but still counts it", () => {
    const newer = lastAt("2026-03-10T12:05:00.000Z");
    queryClient.setQueryData(CONVERSATIONS_LIST_KEY, [
      conversation("match-ada", { lastMessage: newer }),
      conversation("match-bob", { lastMessage: lastAt("2026-03-10T12:03:00.000Z") }),
    ]);
    touchConversation(queryClient, message("m1", { createdAt: "2026-03-10T12:01:00.000Z" }), {
      userId: ME,
      isOpen: false,
    });
    expect(listOf()?.map((c) => c.matchId)).toEqual(["match-ada", "match-bob"]);
    expect(listOf()?.[0]?.lastMessage).toEqual(newer);
    expect(listOf()?.[0]?.unreadCount).toBe(1);
  });

  it("is idempotent: the same message delivered twice counts once", () => {
    queryClient.setQueryData(CONVERSATIONS_LIST_KEY, [conversation("match-ada", { unreadCount: 0 })]);
    const incoming = message("m1");
    touchConversation(queryClient, incoming, { userId: ME, isOpen: false });
    const once = listOf();
    touchConversation(queryClient, incoming, { userId: ME, isOpen: false });
    expect(listOf()).toEqual(once);
    expect(listOf()?.[0]?.unreadCount).toBe(1);
  });

  it("sorts newest first, with conversations without messages last in the server's order", () => {
    queryClient.setQueryData(CONVERSATIONS_LIST_KEY, [
      conversation("c1", { lastMessage: lastAt("2026-03-10T12:05:00.000Z") }),
      conversation("empty-1"),
      conversation("c2", { lastMessage: lastAt("2026-03-10T09:00:00.000Z") }),
      conversation("empty-2"),
      conversation("c3", { lastMessage: lastAt("2026-03-09T23:00:00.000Z") }),
    ]);
    touchConversation(queryClient, message("m1", { matchId: "c3", createdAt: "2026-03-10T12:10:00.000Z" }), {
      userId: ME,
      isOpen: false,
    });
    expect(listOf()?.map((c) => c.matchId)).toEqual(["c3", "c1", "c2", "empty-1", "empty-2"]);

    touchConversation(queryClient, message("m2", { matchId: "empty-2", createdAt: "2026-03-10T12:11:00.000Z" }), {
      userId: ME,
      isOpen: false,
    });
    expect(listOf()?.map((c) => c.matchId)).toEqual(["empty-2", "c3", "c1", "c2", "empty-1"]);
  });
});

describe("clearUnread", () => {
  it("zeroes one conversation's unread count", () => {
    queryClient.setQueryData(CONVERSATIONS_LIST_KEY, [
      conversation("match-ada", { unreadCount: 4 }),
      conversation("match-bob", { unreadCount: 2 }),
    ]);
    clearUnread(queryClient, "match-ada");
    expect(listOf()?.map((c) => c.unreadCount)).toEqual([0, 2]);
  });

  it("creates no list when none is loaded", () => {
    clearUnread(queryClient, "match-ada");
    expect(listOf()).toBeUndefined();
  });
});

describe("setPresence", () => {
  it("updates every conversation with that member", () => {
    const ada = { id: ADA, firstName: "Ada", lastName: "Lovelace", avatarUrl: null };
    queryClient.setQueryData(CONVERSATIONS_LIST_KEY, [
      conversation("match-ada", { other: ada }),
      conversation("match-bob"),
      conversation("match-ada-2", { other: ada }),
    ]);
    setPresence(queryClient, ADA, true);
    expect(listOf()?.map((c) => c.online)).toEqual([true, false, true]);
    setPresence(queryClient, ADA, false);
    expect(listOf()?.map((c) => c.online)).toEqual([false, false, false]);
  });

  it("leaves the list untouched when nothing changes (no re-render)", () => {
    const list = [conversation("match-ada", { online: true })];
    queryClient.setQueryData(CONVERSATIONS_LIST_KEY, list);
    setPresence(queryClient, "user-of-match-ada", true);
    setPresence(queryClient, "someone-else", false);
    expect(listOf()).toBe(list);
  });
});

describe("removeConversation", () => {
  it("drops the conversation from the list and its history from the cache", () => {
    queryClient.setQueryData(CONVERSATIONS_LIST_KEY, [conversation("match-ada"), conversation("match-bob")]);
    seedMessages("match-ada", [message("m1")]);
    seedMessages("match-bob", [message("b1", { matchId: "match-bob" })]);
    removeConversation(queryClient, "match-ada");
    expect(listOf()?.map((c) => c.matchId)).toEqual(["match-bob"]);
    expect(queryClient.getQueryState(messagesKey("match-ada"))).toBeUndefined();
    expect(idsOf("match-bob")).toEqual([["b1"]]);
  });
});
