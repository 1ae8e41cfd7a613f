import { AdminVerificationsSchema, type AdminVerifications } from "@kindred/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** `GET /api/admin/verifications?failed=`: decided selfie verifications, newest first (at most 100). */
export async function getAdminVerifications(failed: boolean, signal?: AbortSignal): Promise<AdminVerifications> {
  const params = new URLSearchParams({ failed: String(failed) });
  return apiFetch(`/api/admin/verifications?${params}`, { schema: AdminVerificationsSchema, signal });
}

export function useAdminVerifications(failed: boolean) {
  return useQuery({
    queryKey: adminKeys.verifications(failed),
    queryFn: ({ signal }) => getAdminVerifications(failed, signal),
    placeholderData: keepPreviousData,
  });
}
