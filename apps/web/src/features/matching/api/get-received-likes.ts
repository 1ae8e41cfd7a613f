import { PublicProfileSchema } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";

const ReceivedLikeSchema = z.object({ matchId: z.string(), likedAt: z.string(), profile: PublicProfileSchema });
export type ReceivedLike = z.infer<typeof ReceivedLikeSchema>;
const ResponseSchema = z.object({ likes: z.array(ReceivedLikeSchema) });

export const RECEIVED_LIKES_QUERY_KEY = ["likes", "received"] as const;

/** Members who liked me and wait for an answer, newest first. */
export async function getReceivedLikes(signal?: AbortSignal): Promise<ReceivedLike[]> {
  return (await apiFetch("/api/likes/received", { schema: ResponseSchema, signal })).likes;
}

export const getReceivedLikesQueryOptions = () =>
  queryOptions({ queryKey: RECEIVED_LIKES_QUERY_KEY, queryFn: ({ signal }) => getReceivedLikes(signal) });

export function useReceivedLikes() {
  return useQuery(getReceivedLikesQueryOptions());
}
