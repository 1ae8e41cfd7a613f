/**
 * Every inbox query lives under ["conversations"], so one invalidation (after a reconnect, say)
 * refreshes the list, the summary and each open conversation's messages together.
 */
export const CONVERSATIONS_ROOT_KEY = ["conversations"] as const;
export const CONVERSATIONS_LIST_KEY = [...CONVERSATIONS_ROOT_KEY, "list"] as const;
export const INBOX_SUMMARY_KEY = [...CONVERSATIONS_ROOT_KEY, "summary"] as const;
export const MESSAGES_ROOT_KEY = [...CONVERSATIONS_ROOT_KEY, "messages"] as const;
export const messagesKey = (matchId: string) => [...MESSAGES_ROOT_KEY, matchId] as const;
/** Sends in flight or failed, per conversation (the mutation cache holds them, for the optimistic bubbles). */
export const sendMessageKey = (matchId: string) => [...CONVERSATIONS_ROOT_KEY, "send", matchId] as const;
