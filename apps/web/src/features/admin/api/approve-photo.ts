import { PhotoModerationResultSchema, type PhotoModerationResult } from "@kindred/contracts";
import { apiFetch } from "@/lib/api-client";
import { useAdminMutation } from "./use-admin-mutation";

/** `POST /api/admin/photos/:id/approve`: a held or flagged photo shows to everyone again. */
export function approvePhoto(photoId: string): Promise<PhotoModerationResult> {
  return apiFetch(`/api/admin/photos/${encodeURIComponent(photoId)}/approve`, {
    method: "POST",
    schema: PhotoModerationResultSchema,
  });
}

export const useApprovePhoto = () => useAdminMutation(approvePhoto);
