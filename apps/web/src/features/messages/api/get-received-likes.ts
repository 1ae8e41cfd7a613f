import { ReceivedLikesSchema, type ReceivedLike } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { RECEIVED_LIKES_QUERY_KEY } from "@/lib/query-keys";

export type { ReceivedLike };

/** Members who liked me and wait for an answer, newest first. */
export async function getReceivedLikes(signal?: AbortSignal): Promise<ReceivedLike[]> {
  return (await apiFetch("/api/likes/received", { schema: ReceivedLikesSchema, signal })).likes;
}

export const getReceivedLikesQueryOptions = () =>
  queryOptions({ queryKey: RECEIVED_LIKES_QUERY_KEY, queryFn: ({ signal }) => getReceivedLikes(signal) });

export function useReceivedLikes() {
  return useQuery(getReceivedLikesQueryOptions());
}
