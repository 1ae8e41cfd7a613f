import { MESSAGE_LIMITS, MessagePageSchema, type Message, type MessagePage } from "@kindred/contracts";
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { messagesKey } from "./query-keys";

export type MessagePages = InfiniteData<MessagePage, unknown>;

/** One page of a conversation, oldest first: the latest page, or the one before `before`. */
export async function getMessages(matchId: string, before: string | undefined, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(MESSAGE_LIMITS.pageSize) });
  if (before) params.set("before", before);
  return apiFetch(`/api/conversations/${encodeURIComponent(matchId)}/messages?${params}`, {
    schema: MessagePageSchema,
    signal,
  });
}

/**
 * Pages go backwards in time: page 0 is the latest, each next page the one before it. Realtime
 * events append to page 0, so a conversation stays current without refetching.
 */
export const getMessagesQueryOptions = (matchId: string) =>
  infiniteQueryOptions({
    queryKey: messagesKey(matchId),
    queryFn: ({ pageParam, signal }) => getMessages(matchId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
  });

export function useMessages(matchId: string) {
  return useInfiniteQuery(getMessagesQueryOptions(matchId));
}

/**
 * The pages as one list, oldest first. Deduplicated by id: a live message and a refetched page can
 * both hold the same message for a moment.
 */
export function flattenPages(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<string>();
  const messages: Message[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}
