/**
 * Every admin read sits under one key: any decision (a ban, a rejected photo, an appeal) changes
 * several tabs at once (the member's status, the queue, the photo grid, the audit log, the counts),
 * so an action marks the whole panel stale rather than guessing which lists it touched.
 */
export const ADMIN_QUERY_KEY = ["admin"] as const;

export const adminKeys = {
  users: (q: string, page: number) => [...ADMIN_QUERY_KEY, "users", q, page] as const,
  reports: (status: string, page: number) => [...ADMIN_QUERY_KEY, "reports", status, page] as const,
  appeals: (status: string, page: number) => [...ADMIN_QUERY_KEY, "appeals", status, page] as const,
  photos: (flagged: boolean, page: number) => [...ADMIN_QUERY_KEY, "photos", flagged, page] as const,
  verifications: (failed: boolean) => [...ADMIN_QUERY_KEY, "verifications", failed] as const,
  chats: (page: number) => [...ADMIN_QUERY_KEY, "chats", page] as const,
  chatMessages: (matchId: string) => [...ADMIN_QUERY_KEY, "chat-messages", matchId] as const,
  stats: () => [...ADMIN_QUERY_KEY, "stats"] as const,
  audit: (adminId: string, userId: string, page: number) =>
    [...ADMIN_QUERY_KEY, "audit", adminId, userId, page] as const,
};
