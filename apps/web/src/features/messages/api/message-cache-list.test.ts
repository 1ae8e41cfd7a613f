// The conversation list in the cache: previews, order, unread counts, presence and removal.
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearUnread, removeConversation, setPresence, touchConversation } from "./message-cache";
import { ADA, conversation, lastAt, ME, message, messageCacheHelpers } from "./message-cache-fixtures";
import { CONVERSATIONS_LIST_KEY, messagesKey } from "./query-keys";

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
});
afterEach(() => {
  queryClient.clear();
});
const { seedMessages, idsOf, listOf } = messageCacheHelpers(() => queryClient);

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
