import { ROUTES, type ClientEvent, type ServerEvent } from "@kindred/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { RealtimeContext, type RealtimeContextValue } from "./realtime-context";
import { createRealtimeSocket, realtimeUrl, type RealtimeSocket, type RealtimeState } from "./realtime-socket";
import { createServerEventHub } from "./server-event-hub";

const SUSPEND_WAIT_MS = 3000;

/** Tests (and curious developers) read the connection state from `<html data-realtime="open">`. */
const showState = (state: RealtimeState) => {
  document.documentElement.dataset.realtime = state;
};

/**
 * DESIGN section 7: one WebSocket per tab while a member is signed in. Events update the query
 * caches (each feature registers the update of its own), then go to the screens that listen (typing,
 * live celebrations). Every reconnect after the first refetches the queries the features registered,
 * so nothing sent while the socket was down is missed. A 4401 close means the session ended: off to
 * the sign-in page.
 */
export function RealtimeProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<RealtimeState>("closed");
  const socket = useRef<RealtimeSocket | null>(null);
  const [hub] = useState(createServerEventHub);
  const openMatchId = useRef<string | null>(null);
  const [suspended, setSuspended] = useState(false);
  // A suspension lasts until the member is signed out (or resumes): the next sign-in connects again.
  if (suspended && !userId) setSuspended(false);

  const onEvent = useEffectEvent((event: ServerEvent) => {
    if (!userId) return;
    hub.dispatch(event, { queryClient, userId, openMatchId: openMatchId.current });
  });
  const onSessionEnded = useEffectEvent(() => {
    queryClient.setQueryData(ME_QUERY_KEY, null);
    void navigate(ROUTES.login, { replace: true });
  });

  useEffect(() => {
    if (!userId || suspended) {
      showState("closed");
      return;
    }
    const live = createRealtimeSocket({
      url: realtimeUrl(),
      onEvent,
      onState: (next) => {
        setState(next);
        showState(next);
      },
      onOpen: (reconnected) => {
        if (reconnected) hub.refreshAfterReconnect(queryClient);
      },
      onSessionEnded,
      // Refused at the door: if the session is gone, /api/me says so and the guard signs us out.
      onHandshakeFailed: () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    });
    socket.current = live;
    // Back online, back in view or focused again (a tab bumped by newer ones): try at once rather
    // than after the back-off.
    const wake = () => {
      if (document.visibilityState === "visible") live.reconnectNow();
    };
    window.addEventListener("online", wake);
    window.addEventListener("focus", wake);
    document.addEventListener("visibilitychange", wake);
    return () => {
      window.removeEventListener("online", wake);
      window.removeEventListener("focus", wake);
      document.removeEventListener("visibilitychange", wake);
      void live.close();
      socket.current = null;
    };
  }, [userId, suspended, queryClient, hub]);

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

  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}
