import type { ClientEvent } from "@kindred/contracts";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { RealtimeContext, RealtimeLinkContext, type RealtimeContextValue, type RealtimeLink } from "./realtime-context";
import type { RealtimeSocket, RealtimeState } from "./realtime-socket";
import { createServerEventHub } from "./server-event-hub";

const SUSPEND_WAIT_MS = 3000;

/**
 * DESIGN section 7: one WebSocket per tab while a member is signed in. The provider holds what the
 * screens use (the state, `send`, the registers of the server event hub); the socket itself is opened
 * by `RealtimeConnection`, which the app loads with the member's own code, so a visitor's page
 * carries none of it.
 */
export function RealtimeProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const [state, setState] = useState<RealtimeState>("closed");
  const socket = useRef<RealtimeSocket | null>(null);
  const [hub] = useState(createServerEventHub);
  const openMatchId = useRef<string | null>(null);
  const [suspended, setSuspended] = useState(false);
  // A suspension lasts until the member is signed out (or resumes): the next sign-in connects again.
  if (suspended && !userId) setSuspended(false);

  // Stable functions: a change of state re-renders the listeners' screens but never resubscribes them.
  const actions = useMemo(
    () => ({
      send: (event: ClientEvent) => socket.current?.send(event) ?? false,
      addCacheUpdate: hub.addCacheUpdate,
      subscribe: hub.subscribe,
      addReconnectRefresh: hub.addReconnectRefresh,
      setOpenConversation: (matchId: string | null) => {
        openMatchId.current = matchId;
      },
      suspend: async () => {
        const live = socket.current;
        socket.current = null;
        setSuspended(true);
        // A handshake the server never answers must not hold up a sign-out.
        await Promise.race([live?.close(), new Promise((resolve) => setTimeout(resolve, SUSPEND_WAIT_MS))]);
      },
      resume: () => setSuspended(false),
    }),
    [hub],
  );
  const value = useMemo<RealtimeContextValue>(() => ({ state, ...actions }), [state, actions]);
  const link = useMemo<RealtimeLink>(
    () => ({ userId: suspended ? null : userId, hub, socketRef: socket, openMatchIdRef: openMatchId, setState }),
    [userId, suspended, hub],
  );

  return (
    <RealtimeContext value={value}>
      <RealtimeLinkContext value={link}>{children}</RealtimeLinkContext>
    </RealtimeContext>
  );
}
