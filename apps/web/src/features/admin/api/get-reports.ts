import { AdminReportsSchema, type AdminReports, type ReportStatus } from "@kindred/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** `GET /api/admin/reports?status=&page=`: the queue, critical categories first, then oldest. */
export async function getAdminReports(status: ReportStatus, page: number, signal?: AbortSignal): Promise<AdminReports> {
  const params = new URLSearchParams({ status, page: String(page) });
  return apiFetch(`/api/admin/reports?${params}`, { schema: AdminReportsSchema, signal });
}

export function useAdminReports(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: adminKeys.reports(status, page),
    queryFn: ({ signal }) => getAdminReports(status, page, signal),
    placeholderData: keepPreviousData,
  });
}
