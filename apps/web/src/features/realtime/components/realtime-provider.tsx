import { ROUTES, type ClientEvent } from "@kindred/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { RealtimeContext, type RealtimeContextValue, type RealtimeListener } from "../hooks/realtime-context";
import { applyServerEvent, refreshAfterReconnect } from "../utils/apply-server-event";
import { createRealtimeSocket, realtimeUrl, type RealtimeSocket, type RealtimeState } from "../utils/realtime-socket";

const SUSPEND_WAIT_MS = 3000;

/** Tests (and curious developers) read the connection state from `<html data-realtime="open">`. */
const showState = (state: RealtimeState) => {
  document.documentElement.dataset.realtime = state;
};

/**
 * DESIGN section 7: one WebSocket per tab while a member is signed in. Events update the query
 * caches (see applyServerEvent), then go to the screens that listen (typing, live celebrations).
 * Every reconnect after the first refetches the inbox, likes and counts, so nothing sent while the
 * socket was down is missed. A 4401 close means the session ended: off to the sign-in page.
 */
export function RealtimeProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<RealtimeState>("closed");
  const socket = useRef<RealtimeSocket | null>(null);
  const listeners = useRef(new Set<RealtimeListener>());
  const openMatchId = useRef<string | null>(null);
  const [suspended, setSuspended] = useState(false);
  // A suspension lasts until the member is signed out (or resumes): the next sign-in connects again.
  if (suspended && !userId) setSuspended(false);

  const onEvent = useEffectEvent((event: Parameters<RealtimeListener>[0]) => {
    if (!userId) return;
    applyServerEvent(event, { queryClient, userId, openMatchId: openMatchId.current });
    for (const listener of listeners.current) listener(event);
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
        if (reconnected) refreshAfterReconnect(queryClient);
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
  }, [userId, suspended, queryClient]);

  // Stable functions: a change of state re-renders the listeners' screens but never resubscribes them.
  const actions = useMemo(
    () => ({
      send: (event: ClientEvent) => socket.current?.send(event) ?? false,
      subscribe: (listener: RealtimeListener) => {
        listeners.current.add(listener);
        return () => void listeners.current.delete(listener);
      },
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
    [],
  );
  const value = useMemo<RealtimeContextValue>(() => ({ state, ...actions }), [state, actions]);

  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}
