import type { ServerEvent } from "@kindred/contracts";
import { useContext, useEffect, useEffectEvent } from "react";
import { RealtimeContext } from "./realtime-context";

/** The live connection: its state, `send` for typing, and the open-conversation register. */
export function useRealtime() {
  return useContext(RealtimeContext);
}

/** Calls `handler` for each server event of this type, with the latest props and state. */
export function useRealtimeEvent<T extends ServerEvent["type"]>(
  type: T,
  handler: (event: Extract<ServerEvent, { type: T }>) => void,
) {
  const { subscribe } = useRealtime();
  const onEvent = useEffectEvent(handler);
  useEffect(
    () =>
      subscribe((event) => {
        if (event.type === type) onEvent(event as Extract<ServerEvent, { type: T }>);
      }),
    [subscribe, type],
  );
}
