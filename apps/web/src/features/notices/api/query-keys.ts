/** One member's statements; keyed by member so a new sign-in in the same tab never sees the last one's. */
export const noticesKey = (userId: string) => ["notices", userId] as const;

/** The statement an appeal link names (the appeal page, no session). */
export const appealNoticeKey = (token: string) => ["notices", "by-token", token] as const;
