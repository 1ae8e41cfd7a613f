import { queryOptions, useQuery } from "@tanstack/react-query";
import { DashboardStatsSchema, type DashboardStats } from "@kindred/contracts";
import { apiFetch } from "@/lib/api-client";

export { DashboardStatsSchema, type DashboardStats };

export const DASHBOARD_STATS_QUERY_KEY = ["dashboard", "stats"] as const;

export async function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiFetch("/api/dashboard/stats", { schema: DashboardStatsSchema, signal });
}

export const getDashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: DASHBOARD_STATS_QUERY_KEY, queryFn: ({ signal }) => getDashboardStats(signal) });

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
