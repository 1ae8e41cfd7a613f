// The open conversation's history in the cache: new and updated messages, and read receipts.
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MessagePages } from "./get-messages";
import { markMessagesRead, upsertMessage } from "./message-cache";
import { ADA, ME, message, messageCacheHelpers } from "./message-cache-fixtures";
import { messagesKey } from "./query-keys";

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
});
afterEach(() => {
  queryClient.clear();
});
const { seedMessages, pagesOf, idsOf } = messageCacheHelpers(() => queryClient);

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
