import type { ServerEvent } from "@kindred/contracts";
import { DASHBOARD_STATS_QUERY_KEY } from "@/lib/query-keys";
import type { ServerEventContext } from "@/lib/realtime/server-event-hub";

/** Counts that changed while the socket was down are asked again. */
export const DASHBOARD_RECONNECT_KEYS = [DASHBOARD_STATS_QUERY_KEY];

/** Whether the event changes a count the dashboard shows (matches, likes waiting, unread messages). */
function changesCounts(event: ServerEvent, { userId, openMatchId }: ServerEventContext) {
  switch (event.type) {
    case "message.created":
      // Unread for me, unless it arrived in the conversation on screen (counted when that marks it read).
      return event.message.senderId !== userId && event.message.matchId !== openMatchId;
    case "message.read":
      // Read by me (here or in another tab): the count went down.
      return event.readerId === userId;
    case "match.created":
    case "like.received":
    case "conversation.closed":
      return true;
    default:
      return false;
  }
}

/** The dashboard's counts are asked again whenever an event changes one. */
export function applyDashboardEvent(event: ServerEvent, context: ServerEventContext) {
  if (changesCounts(event, context))
    void context.queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_QUERY_KEY });
}
