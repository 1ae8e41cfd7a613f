import { PhotoSchema, type Photo } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUpload } from "@/lib/api-upload";
import { refreshPhotoViews, updateCachedPhotos } from "./photo-cache";

/** One photo per request; the server checks, re-encodes and strips it, and answers with the record. */
export async function uploadPhoto(file: File): Promise<Photo> {
  return apiUpload("/api/photos", { file, schema: PhotoSchema });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (photo) => {
      updateCachedPhotos(queryClient, (photos) =>
        [...photos.filter((p) => p.id !== photo.id), photo].sort((a, b) => a.position - b.position),
      );
      void refreshPhotoViews(queryClient);
    },
  });
}
