import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";

// The server answers this shape (apps/server/src/modules/dashboard); it has no contracts schema yet.
const count = z.number().int().nonnegative();
export const DashboardStatsSchema = z.object({
  /** Active matches. */
  totalMatches: count,
  /** Active matches made in the last 7 days. */
  newMatches: count,
  /** Likes received and not answered yet. */
  newLikes: count,
  /** Messages received and not read yet. */
  unreadMessages: count,
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const DASHBOARD_STATS_QUERY_KEY = ["dashboard", "stats"] as const;

export async function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiFetch("/api/dashboard/stats", { schema: DashboardStatsSchema, signal });
}

export const getDashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: DASHBOARD_STATS_QUERY_KEY, queryFn: ({ signal }) => getDashboardStats(signal) });

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
