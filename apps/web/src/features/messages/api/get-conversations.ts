import { ConversationSchema, type Conversation } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { CONVERSATIONS_LIST_KEY } from "./query-keys";

const ResponseSchema = z.object({ conversations: z.array(ConversationSchema) });

/** My conversations, newest activity first and those without messages last (the server orders them). */
export async function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return (await apiFetch("/api/conversations", { schema: ResponseSchema, signal })).conversations;
}

export const getConversationsQueryOptions = () =>
  queryOptions({ queryKey: CONVERSATIONS_LIST_KEY, queryFn: ({ signal }) => getConversations(signal) });

export function useConversations() {
  return useQuery(getConversationsQueryOptions());
}
