import { useRefreshOnReconnect, useServerEventUpdates } from "@/lib/realtime/use-live-updates";
import { DASHBOARD_RECONNECT_KEYS, applyDashboardEvent } from "../api/live-updates";

/** Keeps the dashboard's counts live. */
export function useDashboardLiveUpdates() {
  useServerEventUpdates(applyDashboardEvent);
  useRefreshOnReconnect(DASHBOARD_RECONNECT_KEYS);
}
