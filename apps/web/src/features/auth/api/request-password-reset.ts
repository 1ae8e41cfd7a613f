import { PROOF_HEADER, ROUTES, type PasswordResetRequest } from "@kindred/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/**
 * Asks the server to mail a reset link. The link goes through the API, which checks its token and
 * sends the browser on to the reset screen (`?token=`, or `?error=INVALID_TOKEN` once it is used up).
 */
export async function requestPasswordReset({
  email,
  proof,
}: PasswordResetRequest & { proof: () => Promise<string> }): Promise<void> {
  await apiFetch("/api/auth/request-password-reset", {
    method: "POST",
    body: { email, redirectTo: ROUTES.resetPassword },
    headers: { [PROOF_HEADER]: await proof() },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
