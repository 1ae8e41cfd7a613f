import type { ServerEvent } from "@kindred/contracts";
import type { ServerEventContext } from "@/lib/realtime/server-event-hub";
import { CELEBRATIONS_QUERY_KEY } from "./celebrations";

/** A match made while the socket was down still gets its celebration. */
export const MATCHING_RECONNECT_KEYS = [CELEBRATIONS_QUERY_KEY];

/** A new match is celebrated: the pending celebrations are asked again. */
export function applyMatchingEvent(event: ServerEvent, { queryClient }: ServerEventContext) {
  if (event.type === "match.created") void queryClient.invalidateQueries({ queryKey: CELEBRATIONS_QUERY_KEY });
}
