import { AdminUsersSchema, type AdminUsers } from "@kindred/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** `GET /api/admin/users?q=&page=`: members by first name, last name or location, ten a page. */
export async function getAdminUsers(q: string, page: number, signal?: AbortSignal): Promise<AdminUsers> {
  const params = new URLSearchParams({ q, page: String(page) });
  return apiFetch(`/api/admin/users?${params}`, { schema: AdminUsersSchema, signal });
}

// The previous page stays on screen while the next one loads: paging never collapses the list.
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: ({ signal }) => getAdminUsers(q, page, signal),
    placeholderData: keepPreviousData,
  });
}
