import { AdminAppealsSchema, type AdminAppeals, type AppealStatus } from "@kindred/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** `GET /api/admin/appeals?status=&page=`: appeals waiting for a decision, oldest first. */
export async function getAdminAppeals(status: AppealStatus, page: number, signal?: AbortSignal): Promise<AdminAppeals> {
  const params = new URLSearchParams({ status, page: String(page) });
  return apiFetch(`/api/admin/appeals?${params}`, { schema: AdminAppealsSchema, signal });
}

export function useAdminAppeals(status: AppealStatus, page: number) {
  return useQuery({
    queryKey: adminKeys.appeals(status, page),
    queryFn: ({ signal }) => getAdminAppeals(status, page, signal),
    placeholderData: keepPreviousData,
  });
}
