import { useDashboardLiveUpdates } from "@/features/dashboard/hooks/use-dashboard-live-updates";
import { useMatchingLiveUpdates } from "@/features/matching/hooks/use-matching-live-updates";
import { useMessagesLiveUpdates } from "@/features/messages/hooks/use-messages-live-updates";

/**
 * Each feature keeps its own queries in step with the server's events and says what to refresh
 * after a reconnect; mounted once, inside the realtime provider, so no screen change drops one.
 */
export function LiveUpdates() {
  useMessagesLiveUpdates();
  useMatchingLiveUpdates();
  useDashboardLiveUpdates();
  return null;
}
