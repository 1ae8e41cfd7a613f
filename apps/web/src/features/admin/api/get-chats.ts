import { AdminChatsSchema, type AdminChats } from "@kindred/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** `GET /api/admin/chats?page=`: mutual matches with their activity, newest first, ten a page. */
export async function getAdminChats(page: number, signal?: AbortSignal): Promise<AdminChats> {
  return apiFetch(`/api/admin/chats?page=${page}`, { schema: AdminChatsSchema, signal });
}

export function useAdminChats(page: number) {
  return useQuery({
    queryKey: adminKeys.chats(page),
    queryFn: ({ signal }) => getAdminChats(page, signal),
    placeholderData: keepPreviousData,
  });
}
