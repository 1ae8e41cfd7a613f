import { AdminPhotosSchema, type AdminPhotos } from "@kindred/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** `GET /api/admin/photos?flagged=&page=`: every photo (private ones too), newest first, twelve a page. */
export async function getAdminPhotos(flagged: boolean, page: number, signal?: AbortSignal): Promise<AdminPhotos> {
  const params = new URLSearchParams({ flagged: String(flagged), page: String(page) });
  return apiFetch(`/api/admin/photos?${params}`, { schema: AdminPhotosSchema, signal });
}

export function useAdminPhotos(flagged: boolean, page: number) {
  return useQuery({
    queryKey: adminKeys.photos(flagged, page),
    queryFn: ({ signal }) => getAdminPhotos(flagged, page, signal),
    placeholderData: keepPreviousData,
  });
}
