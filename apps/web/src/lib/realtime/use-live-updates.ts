import type { QueryKey } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import type { CacheUpdate } from "./server-event-hub";
import { useRealtime } from "./use-realtime";

/**
 * Keeps a feature's queries in step with the server: `update` runs for every server event, before
 * any screen's listener hears it. Mounted once (the app mounts each feature's live updates).
 */
export function useServerEventUpdates(update: CacheUpdate) {
  const { addCacheUpdate } = useRealtime();
  const onEvent = useEffectEvent(update);
  useEffect(() => addCacheUpdate((event, context) => onEvent(event, context)), [addCacheUpdate]);
}

/** These queries are asked again after every reconnect: the events missed while down may have changed them. */
export function useRefreshOnReconnect(queryKeys: readonly QueryKey[]) {
  const { addReconnectRefresh } = useRealtime();
  useEffect(() => addReconnectRefresh(queryKeys), [addReconnectRefresh, queryKeys]);
}
