/** Whom I blocked (Settings). A block from anywhere asks every query again, this one included. */
export const BLOCKED_MEMBERS_QUERY_KEY = ["blocks"] as const;
