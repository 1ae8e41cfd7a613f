import { InboxSummarySchema, type InboxSummary } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { INBOX_SUMMARY_KEY } from "./query-keys";

/** Unread messages and likes waiting for an answer: the badges on the bottom bar and the Likes tab. */
export async function getInboxSummary(signal?: AbortSignal): Promise<InboxSummary> {
  return apiFetch("/api/conversations/summary", { schema: InboxSummarySchema, signal });
}

export const getInboxSummaryQueryOptions = () =>
  queryOptions({ queryKey: INBOX_SUMMARY_KEY, queryFn: ({ signal }) => getInboxSummary(signal) });

/** Kept fresh by the realtime events (each one that changes a count invalidates it). */
export function useInboxSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getInboxSummaryQueryOptions(), enabled });
}
