import type { Photo } from "@kindred/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { OWN_PROFILE_QUERY_KEY } from "@/lib/own-profile/get-own-profile";
import { PHOTOS_QUERY_KEY } from "./get-photos";

/** Edits the cached photo list in place (an upload or privacy change answers with the photo). */
export function updateCachedPhotos(queryClient: QueryClient, update: (photos: Photo[]) => Photo[]) {
  queryClient.setQueryData<Photo[]>(PHOTOS_QUERY_KEY, (photos) => (photos ? update(photos) : photos));
}

/** The profile carries the photos and the avatar; both follow any change to the list. */
export function refreshPhotoViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PHOTOS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: OWN_PROFILE_QUERY_KEY }),
  ]);
}
