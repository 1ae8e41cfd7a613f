import { PhotoListSchema, type Photo } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export const PHOTOS_QUERY_KEY = ["photos", "own"] as const;

/** The signed-in member's photos, main photo first. */
export async function getPhotos(signal?: AbortSignal): Promise<Photo[]> {
  return (await apiFetch("/api/photos", { schema: PhotoListSchema, signal })).photos;
}

export const getPhotosQueryOptions = () =>
  queryOptions({ queryKey: PHOTOS_QUERY_KEY, queryFn: ({ signal }) => getPhotos(signal) });

export function usePhotos() {
  return useQuery(getPhotosQueryOptions());
}
