import type { ServerEvent } from "@kindred/contracts";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createServerEventHub, type ServerEventContext } from "./server-event-hub";

const typing: ServerEvent = { type: "typing", matchId: "match-ada", userId: "user-ada" };
const context = (queryClient = new QueryClient()): ServerEventContext => ({
  queryClient,
  userId: "user-me",
  openMatchId: null,
});

describe("createServerEventHub", () => {
  it("updates every cache before any listener hears the event", () => {
    const hub = createServerEventHub();
    const heard: string[] = [];
    hub.subscribe(() => heard.push("listener"));
    hub.addCacheUpdate(() => heard.push("cache 1"));
    hub.addCacheUpdate(() => heard.push("cache 2"));
    hub.dispatch(typing, context());
    expect(heard).toEqual(["cache 1", "cache 2", "listener"]);
  });

  it("passes the event and the context on", () => {
    const hub = createServerEventHub();
    const seen: unknown[] = [];
    const ctx = context();
    hub.addCacheUpdate((event, given) => seen.push(event, given));
    hub.dispatch(typing, ctx);
    expect(seen).toEqual([typing, ctx]);
  });

  it("removes only the entry it added, even when the same function was added twice", () => {
    const hub = createServerEventHub();
    let calls = 0;
    const listener = () => void calls++;
    const removeFirst = hub.subscribe(listener);
    hub.subscribe(listener);
    removeFirst();
    hub.dispatch(typing, context());
    expect(calls).toBe(1);
  });

  it("refreshes the registered queries after a reconnect, and no others", () => {
    const hub = createServerEventHub();
    const queryClient = new QueryClient();
    for (const key of [["a"], ["b", 1], ["c"]]) queryClient.setQueryData(key, "cached");
    hub.addReconnectRefresh([["a"]]);
    const removeB = hub.addReconnectRefresh([["b"]]);
    hub.addReconnectRefresh([["b"]]);
    removeB();
    hub.refreshAfterReconnect(queryClient);
    const invalidated = queryClient
      .getQueryCache()
      .findAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(invalidated).toEqual([["a"], ["b", 1]]);
  });
});
