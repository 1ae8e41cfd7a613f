import { useRefreshOnReconnect, useServerEventUpdates } from "@/lib/realtime/use-live-updates";
import { MATCHING_RECONNECT_KEYS, applyMatchingEvent } from "../api/live-updates";

/** Keeps the pending match celebrations live. */
export function useMatchingLiveUpdates() {
  useServerEventUpdates(applyMatchingEvent);
  useRefreshOnReconnect(MATCHING_RECONNECT_KEYS);
}
