import { NoticesSchema, type Notice } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { noticesKey } from "./query-keys";

/** `GET /api/notices`: the signed-in member's statements of reasons, unacknowledged first. */
export async function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  return (await apiFetch("/api/notices", { schema: NoticesSchema, signal })).notices;
}

export const getNoticesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: noticesKey(userId),
    queryFn: ({ signal }) => getNotices(signal),
    // A decision can land while the member is away: asking again when they come back is one small read.
    refetchOnWindowFocus: "always",
  });

export function useNotices(userId: string) {
  return useQuery(getNoticesQueryOptions(userId));
}
