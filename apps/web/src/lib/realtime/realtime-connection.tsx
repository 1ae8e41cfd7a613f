import { ROUTES, type ServerEvent } from "@kindred/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useContext, useEffect, useEffectEvent } from "react";
import { useNavigate } from "react-router";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { RealtimeLinkContext } from "./realtime-context";
import { createRealtimeSocket, realtimeUrl, type RealtimeState } from "./realtime-socket";

/**
 * Whether this tab is on screen, for the server: no push notification while the member has the app
 * open in a visible tab. Sent on every open (the server counts a socket as hidden until told) and on
 * every change.
 */
const visibilityEvent = () => ({ type: "visibility", visible: document.visibilityState === "visible" }) as const;

/** Tests (and curious developers) read the connection state from `<html data-realtime="open">`. */
const showState = (state: RealtimeState) => {
  document.documentElement.dataset.realtime = state;
};

function useRealtimeLink() {
  const link = useContext(RealtimeLinkContext);
  if (!link) throw new Error("RealtimeConnection belongs inside a RealtimeProvider.");
  return link;
}

/**
 * Keeps the tab's socket open while a member is signed in, inside `RealtimeProvider`. Events update
 * the query caches (each feature registers the update of its own), then go to the screens that
 * listen (typing, live celebrations). Every reconnect after the first refetches the queries the
 * features registered, so nothing sent while the socket was down is missed. A 4401 close means the
 * session ended: off to the sign-in page. Mount it after the features' live updates: effects run in
 * order, so every cache update is registered before the first event can arrive.
 */
export function RealtimeConnection() {
  const { userId, hub, socketRef, openMatchIdRef, setState } = useRealtimeLink();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onEvent = useEffectEvent((event: ServerEvent) => {
    if (!userId) return;
    hub.dispatch(event, { queryClient, userId, openMatchId: openMatchIdRef.current });
  });
  const onSessionEnded = useEffectEvent(() => {
    queryClient.setQueryData(ME_QUERY_KEY, null);
    void navigate(ROUTES.login, { replace: true });
  });

  useEffect(() => {
    if (!userId) {
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
        live.send(visibilityEvent());
        if (reconnected) hub.refreshAfterReconnect(queryClient);
      },
      onSessionEnded,
      // Refused at the door: if the session is gone, the session query says so and the guard signs us out.
      onHandshakeFailed: () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    });
    socketRef.current = live;
    // Back online, back in view or focused again (a tab bumped by newer ones): try at once rather
    // than after the back-off.
    const wake = () => {
      if (document.visibilityState === "visible") live.reconnectNow();
    };
    // A closed socket sends nothing: the next open says it.
    const tellVisibility = () => live.send(visibilityEvent());
    window.addEventListener("online", wake);
    window.addEventListener("focus", wake);
    document.addEventListener("visibilitychange", wake);
    document.addEventListener("visibilitychange", tellVisibility);
    return () => {
      window.removeEventListener("online", wake);
      window.removeEventListener("focus", wake);
      document.removeEventListener("visibilitychange", wake);
      document.removeEventListener("visibilitychange", tellVisibility);
      void live.close();
      socketRef.current = null;
    };
  }, [userId, queryClient, hub, socketRef, setState]);

  return null;
}
