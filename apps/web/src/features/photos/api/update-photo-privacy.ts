import { PhotoSchema, type Photo, type PhotoPrivacyInput } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { PHOTOS_QUERY_KEY } from "./get-photos";
import { refreshPhotoViews, updateCachedPhotos } from "./photo-cache";

type Input = PhotoPrivacyInput & { id: string };

export async function updatePhotoPrivacy({ id, isPrivate }: Input): Promise<Photo> {
  return apiFetch(`/api/photos/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: { isPrivate },
    schema: PhotoSchema,
  });
}

/** Flips the switch at once and puts it back if the server says no. */
export function useUpdatePhotoPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhotoPrivacy,
    onMutate: async ({ id, isPrivate }) => {
      await queryClient.cancelQueries({ queryKey: PHOTOS_QUERY_KEY });
      const before = queryClient.getQueryData<Photo[]>(PHOTOS_QUERY_KEY);
      updateCachedPhotos(queryClient, (photos) => photos.map((p) => (p.id === id ? { ...p, isPrivate } : p)));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(PHOTOS_QUERY_KEY, context.before);
    },
    onSuccess: (photo) => {
      updateCachedPhotos(queryClient, (photos) => photos.map((p) => (p.id === photo.id ? photo : p)));
      void refreshPhotoViews(queryClient);
    },
  });
}
