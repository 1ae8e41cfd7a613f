import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { refreshPhotoViews, updateCachedPhotos } from "./photo-cache";

/** Deletes the record and its files; the next photo becomes the main one. */
export async function deletePhoto(id: string): Promise<void> {
  await apiFetch(`/api/photos/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (_data, id) => {
      updateCachedPhotos(queryClient, (photos) =>
        photos
          .filter((photo) => photo.id !== id)
          .map((photo, position) => ({ ...photo, position, isMain: position === 0 })),
      );
      void refreshPhotoViews(queryClient);
    },
  });
}
