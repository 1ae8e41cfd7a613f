import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, isApiError } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";

/** Mails the signed-in member a new verification link; the server picks the address and the landing. */
export async function resendVerification(): Promise<void> {
  await apiFetch("/api/auth/send-verification-email", { method: "POST", body: {} });
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    // Verified in another tab meanwhile: the session read here is out of date, so the banner goes.
    onError: (error) => {
      if (isApiError(error) && error.code === "CONFLICT")
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
