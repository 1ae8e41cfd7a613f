import type { Conversation, Message, ServerEvent } from "@kindred/contracts";
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DASHBOARD_RECONNECT_KEYS, applyDashboardEvent } from "@/features/dashboard/api/live-updates";
import { CELEBRATIONS_QUERY_KEY } from "@/features/matching/api/celebrations";
import { MATCHING_RECONNECT_KEYS, applyMatchingEvent } from "@/features/matching/api/live-updates";
import type { MessagePages } from "@/features/messages/api/get-messages";
import { MESSAGES_RECONNECT_KEYS, applyMessageEvent } from "@/features/messages/api/live-updates";
import { CONVERSATIONS_LIST_KEY, INBOX_SUMMARY_KEY, messagesKey } from "@/features/messages/api/query-keys";
import { DASHBOARD_STATS_QUERY_KEY, RECEIVED_LIKES_QUERY_KEY } from "@/lib/query-keys";
import { createServerEventHub, type ServerEventHub } from "@/lib/realtime/server-event-hub";
import { toast } from "@/lib/toast";

/*
 * The features' live updates together, as LiveUpdates mounts them: what one server event does to
 * every cache the app holds, and what a reconnect refreshes.
 */

const ME = "user-me";
const ADA = "user-ada";
const ME_KEY = ["me"] as const;

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

const conversation = (matchId: string, otherId: string, overrides: Partial<Conversation> = {}): Conversation => ({
  matchId,
  matchedAt: "2026-03-01T10:00:00.000Z",
  other: { id: otherId, firstName: "Someone", lastName: "Else", avatarUrl: null },
  lastMessage: { content: "hello", hasImage: false, senderId: otherId, createdAt: "2026-03-10T08:00:00.000Z" },
  unreadCount: 0,
  online: false,
  ...overrides,
});

/** Every query an event may touch, as the app would have them after a visit to each screen. */
const KEYS = {
  list: CONVERSATIONS_LIST_KEY,
  summary: INBOX_SUMMARY_KEY,
  adaMessages: messagesKey("match-ada"),
  bobMessages: messagesKey("match-bob"),
  likes: RECEIVED_LIKES_QUERY_KEY,
  stats: DASHBOARD_STATS_QUERY_KEY,
  celebrations: CELEBRATIONS_QUERY_KEY,
  me: ME_KEY,
} satisfies Record<string, QueryKey>;
type KeyName = keyof typeof KEYS;

let queryClient: QueryClient;
let toastInfo: ReturnType<typeof vi.spyOn>;
let hub: ServerEventHub;

beforeEach(() => {
  queryClient = new QueryClient();
  hub = createServerEventHub();
  for (const update of [applyMessageEvent, applyMatchingEvent, applyDashboardEvent]) hub.addCacheUpdate(update);
  for (const keys of [MESSAGES_RECONNECT_KEYS, MATCHING_RECONNECT_KEYS, DASHBOARD_RECONNECT_KEYS]) {
    hub.addReconnectRefresh(keys);
  }
  toastInfo = vi.spyOn(toast, "info").mockImplementation(() => "toast-id");
  const pages = (...messages: Message[]): MessagePages => ({
    pages: [{ messages, hasMore: false }],
    pageParams: [undefined],
  });
  queryClient.setQueryData(KEYS.list, [
    conversation("match-bob", "user-bob", {
      lastMessage: { content: "yo", hasImage: false, senderId: "user-bob", createdAt: "2026-03-10T09:00:00.000Z" },
    }),
    conversation("match-ada", ADA),
  ]);
  queryClient.setQueryData(KEYS.summary, { unreadMessages: 0, pendingLikes: 0 });
  queryClient.setQueryData(KEYS.adaMessages, pages(message("m1", { createdAt: "2026-03-10T08:00:00.000Z" })));
  queryClient.setQueryData(
    KEYS.bobMessages,
    pages(message("b1", { matchId: "match-bob", senderId: "user-bob", createdAt: "2026-03-10T09:00:00.000Z" })),
  );
  queryClient.setQueryData(KEYS.likes, []);
  queryClient.setQueryData(KEYS.stats, { matches: 1 });
  queryClient.setQueryData(KEYS.celebrations, []);
  queryClient.setQueryData(KEYS.me, { id: ME });
});

afterEach(() => {
  queryClient.clear();
});

const invalidated = () =>
  (Object.keys(KEYS) as KeyName[]).filter((name) => queryClient.getQueryState(KEYS[name])?.isInvalidated).sort();
const list = () => queryClient.getQueryData<Conversation[]>(KEYS.list);
const adaIds = () =>
  queryClient.getQueryData<MessagePages>(KEYS.adaMessages)?.pages.flatMap((page) => page.messages.map((m) => m.id));
const apply = (event: ServerEvent, openMatchId: string | null = null) =>
  hub.dispatch(event, { queryClient, userId: ME, openMatchId });

describe("live updates: message.created", () => {
  it("an incoming message elsewhere: history, list and badge counts, and a toast", () => {
    apply({ type: "message.created", message: message("m2") }, "match-bob");
    expect(adaIds()).toEqual(["m1", "m2"]);
    expect(list()?.map((c) => [c.matchId, c.unreadCount])).toEqual([
      ["match-ada", 1],
      ["match-bob", 0],
    ]);
    expect(toastInfo).toHaveBeenCalledExactlyOnceWith("New message received!");
    expect(invalidated()).toEqual(["list", "stats", "summary"]);
  });

  it("an incoming message in the open conversation: shown, not counted, no toast, nothing refetched", () => {
    apply({ type: "message.created", message: message("m2") }, "match-ada");
    expect(adaIds()).toEqual(["m1", "m2"]);
    expect(list()?.[0]).toMatchObject({ matchId: "match-ada", unreadCount: 0 });
    expect(toastInfo).not.toHaveBeenCalled();
    expect(invalidated()).toEqual([]);
  });

  it("my own message (sent from another tab): shown and previewed, no toast, nothing refetched", () => {
    const mine = message("m2", { senderId: ME, receiverId: ADA, content: "On my way" });
    apply({ type: "message.created", message: mine });
    expect(adaIds()).toEqual(["m1", "m2"]);
    expect(list()?.[0]).toMatchObject({
      matchId: "match-ada",
      unreadCount: 0,
      lastMessage: { content: "On my way", senderId: ME },
    });
    expect(toastInfo).not.toHaveBeenCalled();
    expect(invalidated()).toEqual([]);
  });

  it("a message in a conversation the list does not know yet refetches the list", () => {
    const mine = message("c1", { matchId: "match-new", senderId: ME, receiverId: "user-new" });
    apply({ type: "message.created", message: mine });
    expect(invalidated()).toEqual(["list"]);
    expect(list()?.map((c) => c.matchId)).toEqual(["match-bob", "match-ada"]);
    expect(queryClient.getQueryData(messagesKey("match-new"))).toBeUndefined();
  });

  it("the same event twice changes nothing the second time", () => {
    const event: ServerEvent = { type: "message.created", message: message("m2") };
    apply(event, "match-bob");
    const history = queryClient.getQueryData(KEYS.adaMessages);
    const conversations = list();
    apply(event, "match-bob");
    expect(queryClient.getQueryData(KEYS.adaMessages)).toEqual(history);
    expect(list()).toEqual(conversations);
    expect(list()?.[0]?.unreadCount).toBe(1);
  });

  it("events out of order keep the history in time order and the newest preview", () => {
    const later = message("m3", { createdAt: "2026-03-10T12:01:00.000Z", content: "second" });
    const earlier = message("m2", { createdAt: "2026-03-10T12:00:00.000Z", content: "first" });
    apply({ type: "message.created", message: later }, "match-ada");
    apply({ type: "message.created", message: earlier }, "match-ada");
    expect(adaIds()).toEqual(["m1", "m2", "m3"]);
    expect(list()?.[0]?.lastMessage).toMatchObject({ content: "second", createdAt: "2026-03-10T12:01:00.000Z" });
  });
});

describe("live updates: other events", () => {
  it("message.read by the other member turns my ticks double, and refetches nothing", () => {
    apply({ type: "message.read", matchId: "match-ada", readerId: ADA, messageIds: ["m1"] });
    const [m1] = queryClient.getQueryData<MessagePages>(KEYS.adaMessages)?.pages[0]?.messages ?? [];
    expect(m1?.isRead).toBe(true);
    expect(invalidated()).toEqual([]);
  });

  it("message.read by me (another tab) also refreshes the counts", () => {
    apply({ type: "message.read", matchId: "match-ada", readerId: ME, messageIds: ["m1"] });
    expect(invalidated()).toEqual(["list", "stats", "summary"]);
  });

  it("match.created refreshes the inbox, the likes, the counts and the celebrations", () => {
    apply({ type: "match.created", matchId: "match-new", userId: "user-new" });
    expect(invalidated()).toEqual(["celebrations", "likes", "list", "stats", "summary"]);
  });

  it("like.received refreshes the likes and the counts, not the conversations", () => {
    apply({ type: "like.received", matchId: "match-new", fromUserId: "user-new" });
    expect(invalidated()).toEqual(["likes", "stats", "summary"]);
  });

  it("presence changes the dot without refetching", () => {
    apply({ type: "presence", userId: ADA, online: true });
    expect(list()?.map((c) => [c.matchId, c.online])).toEqual([
      ["match-bob", false],
      ["match-ada", true],
    ]);
    expect(invalidated()).toEqual([]);
  });

  it("conversation.closed removes the conversation and its history, and refreshes the counts", () => {
    apply({ type: "conversation.closed", matchId: "match-ada" }, "match-ada");
    expect(list()?.map((c) => c.matchId)).toEqual(["match-bob"]);
    expect(queryClient.getQueryState(KEYS.adaMessages)).toBeUndefined();
    expect(queryClient.getQueryData(KEYS.bobMessages)).toBeDefined();
    expect(invalidated()).toEqual(["list", "stats", "summary"]);
  });

  it.each<ServerEvent>([
    { type: "typing", matchId: "match-ada", userId: ADA },
    { type: "ready", userId: ME },
    { type: "error", code: "RATE_LIMITED", message: "Slow down" },
  ])("$type changes no cache", (event) => {
    const before = (Object.keys(KEYS) as KeyName[]).map((name) => queryClient.getQueryData(KEYS[name]));
    apply(event, "match-ada");
    expect((Object.keys(KEYS) as KeyName[]).map((name) => queryClient.getQueryData(KEYS[name]))).toEqual(before);
    expect(invalidated()).toEqual([]);
    expect(toastInfo).not.toHaveBeenCalled();
  });
});

describe("refreshAfterReconnect", () => {
  it("refreshes everything the socket may have missed, and not the session", () => {
    hub.refreshAfterReconnect(queryClient);
    expect(invalidated()).toEqual(["adaMessages", "bobMessages", "celebrations", "likes", "list", "stats", "summary"]);
  });
});
