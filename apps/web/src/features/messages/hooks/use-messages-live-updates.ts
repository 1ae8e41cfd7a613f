import { useRefreshOnReconnect, useServerEventUpdates } from "@/lib/realtime/use-live-updates";
import { MESSAGES_RECONNECT_KEYS, applyMessageEvent } from "../api/live-updates";

/** Keeps the inbox (conversations, messages, likes and the counts on its badges) live. */
export function useMessagesLiveUpdates() {
  useServerEventUpdates(applyMessageEvent);
  useRefreshOnReconnect(MESSAGES_RECONNECT_KEYS);
}
