import type { ClientEvent } from "@kindred/contracts";
import type { QueryKey } from "@tanstack/react-query";
import { createContext, type RefObject } from "react";
import type { RealtimeSocket, RealtimeState } from "./realtime-socket";
import type { CacheUpdate, RealtimeListener, ServerEventHub } from "./server-event-hub";

export type RealtimeContextValue = {
  state: RealtimeState;
  /** Sends typing or ping; false when the socket is not open (the event is then simply dropped). */
  send: (event: ClientEvent) => boolean;
  /** Runs a feature's cache update for every server event, before any listener; returns the removal. */
  addCacheUpdate: (update: CacheUpdate) => () => void;
  /** Hears every server event after the caches were updated; returns the unsubscribe. */
  subscribe: (listener: RealtimeListener) => () => void;
  /** Queries to ask again after each reconnect; returns the removal. */
  addReconnectRefresh: (queryKeys: readonly QueryKey[]) => () => void;
  /** The conversation on screen (null when none): its new messages need no "New message" toast. */
  setOpenConversation: (matchId: string | null) => void;
  /**
   * Closes the socket and keeps it closed until `resume` or the next member signs in; resolves when no
   * handshake is in flight. Sign-out calls it first, so no upgrade reaches the server after the session ended.
   */
  suspend: () => Promise<void>;
  resume: () => void;
};

const noop = () => undefined;

/** Outside the provider (signed out, tests of one component) nothing is live, and nothing breaks. */
export const RealtimeContext = createContext<RealtimeContextValue>({
  state: "closed",
  send: () => false,
  addCacheUpdate: () => noop,
  subscribe: () => noop,
  addReconnectRefresh: () => noop,
  setOpenConversation: noop,
  suspend: () => Promise.resolve(),
  resume: noop,
});

/** What the provider hands `RealtimeConnection`, the part that opens the socket (loaded for members only). */
export type RealtimeLink = {
  /** The member to connect for; null when signed out or suspended. */
  userId: string | null;
  hub: ServerEventHub;
  socketRef: RefObject<RealtimeSocket | null>;
  openMatchIdRef: RefObject<string | null>;
  setState: (state: RealtimeState) => void;
};

export const RealtimeLinkContext = createContext<RealtimeLink | null>(null);
