/*
 * Keys of the queries that more than the owning feature refreshes: a like, a read or a block
 * changes what other screens show. They live in the kit so that a feature can mark another's data
 * stale without importing that feature; each query's fetcher stays with the feature that shows it.
 */

/** Everything on the dashboard; a like changes its counts. */
export const DASHBOARD_QUERY_KEY = ["dashboard"] as const;
export const DASHBOARD_STATS_QUERY_KEY = [...DASHBOARD_QUERY_KEY, "stats"] as const;

/** Members who liked me and wait for an answer (the Likes tab). */
export const RECEIVED_LIKES_QUERY_KEY = ["likes", "received"] as const;

/** One member in full (`/match/{id}`), followed by their id. */
export const PROFILE_CARD_QUERY_KEY = ["discovery", "profile"] as const;
