import { RevokedVerificationSchema, type RevokeVerificationInput, type RevokedVerification } from "@kindred/contracts";
import { apiFetch } from "@/lib/api-client";
import { useAdminMutation } from "./use-admin-mutation";

/** `POST /api/admin/members/:id/verification/revoke`: the member's Verified badge comes off. */
export function revokeVerification({
  userId,
  ...input
}: RevokeVerificationInput & { userId: string }): Promise<RevokedVerification> {
  return apiFetch(`/api/admin/members/${encodeURIComponent(userId)}/verification/revoke`, {
    method: "POST",
    body: input,
    schema: RevokedVerificationSchema,
  });
}

export const useRevokeVerification = () => useAdminMutation(revokeVerification);
