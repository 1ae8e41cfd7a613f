import { AdminAuditSchema, type AdminAudit } from "@kindred/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

export type AuditFilter = { adminId: string; userId: string };

/** `GET /api/admin/audit?adminId=&userId=&page=`: the append-only log, newest first. */
export async function getAdminAudit(filter: AuditFilter, page: number, signal?: AbortSignal): Promise<AdminAudit> {
  const params = new URLSearchParams({ page: String(page) });
  if (filter.adminId) params.set("adminId", filter.adminId);
  if (filter.userId) params.set("userId", filter.userId);
  return apiFetch(`/api/admin/audit?${params}`, { schema: AdminAuditSchema, signal });
}

export function useAdminAudit(filter: AuditFilter, page: number) {
  return useQuery({
    queryKey: adminKeys.audit(filter.adminId, filter.userId, page),
    queryFn: ({ signal }) => getAdminAudit(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}
