import { AdminStatsSchema, type AdminStats } from "@kindred/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** `GET /api/admin/stats`: real counts, the queue's figures and the transparency report's months. */
export async function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiFetch("/api/admin/stats", { schema: AdminStatsSchema, signal });
}

export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal) });
}
