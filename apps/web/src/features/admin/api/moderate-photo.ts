import { PhotoModerationResultSchema, type PhotoModerationInput, type PhotoModerationResult } from "@kindred/contracts";
import { apiFetch } from "@/lib/api-client";
import { useAdminMutation } from "./use-admin-mutation";

/** `POST /api/admin/photos/:id/moderate`: reject (deleted), suspend (deleted, owner suspended) or warn. */
export async function moderatePhoto({
  photoId,
  ...input
}: PhotoModerationInput & { photoId: string }): Promise<PhotoModerationResult> {
  return apiFetch(`/api/admin/photos/${encodeURIComponent(photoId)}/moderate`, {
    method: "POST",
    body: input,
    schema: PhotoModerationResultSchema,
  });
}

export const useModeratePhoto = () => useAdminMutation(moderatePhoto);
