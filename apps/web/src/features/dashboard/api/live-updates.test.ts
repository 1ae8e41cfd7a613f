import type { Message, ServerEvent } from "@kindred/contracts";
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import { DASHBOARD_STATS_QUERY_KEY } from "@/lib/query-keys";
import { applyDashboardEvent } from "./live-updates";

const ME = "user-me";

const message = (overrides: Partial<Message>): Message => ({
  id: "m1",
  matchId: "match-ada",
  senderId: "user-ada",
  receiverId: ME,
  clientId: "client-m1",
  content: "hi",
  imageUrl: null,
  isRead: false,
  createdAt: "2026-03-10T12:00:00.000Z",
  ...overrides,
});

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient();
  queryClient.setQueryData(DASHBOARD_STATS_QUERY_KEY, { totalMatches: 1 });
  queryClient.setQueryData(["profile", "own"], { id: ME });
});

/** Applies the event; answers whether the counts were marked stale (and nothing else was). */
function refreshes(event: ServerEvent, openMatchId: string | null = null) {
  applyDashboardEvent(event, { queryClient, userId: ME, openMatchId });
  expect(queryClient.getQueryState(["profile", "own"])?.isInvalidated).toBe(false);
  return queryClient.getQueryState(DASHBOARD_STATS_QUERY_KEY)?.isInvalidated;
}

describe("applyDashboardEvent", () => {
  it("refreshes the counts for a message to me in a conversation not on screen", () => {
    expect(refreshes({ type: "message.created", message: message({}) }, "match-bob")).toBe(true);
  });

  it("leaves them for a message in the open conversation, and for my own", () => {
    expect(refreshes({ type: "message.created", message: message({}) }, "match-ada")).toBe(false);
    expect(refreshes({ type: "message.created", message: message({ senderId: ME, receiverId: "user-ada" }) })).toBe(
      false,
    );
  });

  it("refreshes them when I read, not when the other member does", () => {
    expect(refreshes({ type: "message.read", matchId: "match-ada", readerId: "user-ada", messageIds: ["m1"] })).toBe(
      false,
    );
    expect(refreshes({ type: "message.read", matchId: "match-ada", readerId: ME, messageIds: ["m1"] })).toBe(true);
  });

  it.each<ServerEvent>([
    { type: "match.created", matchId: "match-new", userId: "user-new" },
    { type: "like.received", matchId: "match-new", fromUserId: "user-new" },
    { type: "conversation.closed", matchId: "match-ada" },
  ])("refreshes them on $type", (event) => {
    expect(refreshes(event)).toBe(true);
  });

  it.each<ServerEvent>([
    { type: "presence", userId: "user-ada", online: true },
    { type: "typing", matchId: "match-ada", userId: "user-ada" },
    { type: "ready", userId: ME },
  ])("leaves them on $type", (event) => {
    expect(refreshes(event)).toBe(false);
  });
});
