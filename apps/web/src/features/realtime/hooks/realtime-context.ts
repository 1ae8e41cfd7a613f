import type { ClientEvent, ServerEvent } from "@kindred/contracts";
import { createContext } from "react";
import type { RealtimeState } from "../utils/realtime-socket";

export type RealtimeListener = (event: ServerEvent) => void;

export type RealtimeContextValue = {
  state: RealtimeState;
  /** Sends typing or ping; false when the socket is not open (the event is then simply dropped). */
  send: (event: ClientEvent) => boolean;
  /** Hears every server event after the caches were updated; returns the unsubscribe. */
  subscribe: (listener: RealtimeListener) => () => void;
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
  subscribe: () => noop,
  setOpenConversation: noop,
  suspend: () => Promise.resolve(),
  resume: noop,
});
