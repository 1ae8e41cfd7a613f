import { DashboardStatsSchema, type DashboardStats } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { DASHBOARD_STATS_QUERY_KEY } from "@/lib/query-keys";

export { DashboardStatsSchema, type DashboardStats };

export async function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiFetch("/api/dashboard/stats", { schema: DashboardStatsSchema, signal });
}

export const getDashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: DASHBOARD_STATS_QUERY_KEY, queryFn: ({ signal }) => getDashboardStats(signal) });

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
