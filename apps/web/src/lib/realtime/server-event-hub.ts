import type { ServerEvent } from "@kindred/contracts";
import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** What a cache update knows besides the event. */
export type ServerEventContext = {
  queryClient: QueryClient;
  /** Me. */
  userId: string;
  /** The conversation on screen in this tab, if any: its new messages are no news. */
  openMatchId: string | null;
};

/** A feature's cache update for server events: it keeps that feature's own queries in step. */
export type CacheUpdate = (event: ServerEvent, context: ServerEventContext) => void;
/** A screen that reacts to server events (typing, live celebrations). */
export type RealtimeListener = (event: ServerEvent) => void;

/** Adds to a register; the returned function takes that entry out again (and only that one). */
function register<T>(entries: Set<{ value: T }>, value: T) {
  const entry = { value };
  entries.add(entry);
  return () => void entries.delete(entry);
}

/**
 * The live connection's registers: the features' cache updates, the screens' listeners and the
 * queries each feature wants refreshed after a reconnect. The realtime layer knows none of them by
 * name; each feature registers what it owns.
 */
export function createServerEventHub() {
  const updates = new Set<{ value: CacheUpdate }>();
  const listeners = new Set<{ value: RealtimeListener }>();
  const reconnectKeys = new Set<{ value: readonly QueryKey[] }>();

  return {
    addCacheUpdate: (update: CacheUpdate) => register(updates, update),
    subscribe: (listener: RealtimeListener) => register(listeners, listener),
    addReconnectRefresh: (queryKeys: readonly QueryKey[]) => register(reconnectKeys, queryKeys),

    /** Every cache first, so each listener sees the data the event brought. */
    dispatch(event: ServerEvent, context: ServerEventContext) {
      for (const { value: update } of updates) update(event, context);
      for (const { value: listener } of listeners) listener(event);
    },

    /** Whatever happened while the socket was down: every registered query is asked again. */
    refreshAfterReconnect(queryClient: QueryClient) {
      for (const { value: queryKeys } of reconnectKeys) {
        for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
      }
    },
  };
}

export type ServerEventHub = ReturnType<typeof createServerEventHub>;
