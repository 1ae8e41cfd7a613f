import {
  VERIFICATION,
  VerificationResultSchema,
  VerificationStartSchema,
  VerificationStatusSchema,
  type VerificationResult,
  type VerificationStart,
} from "@kindred/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiUpload } from "@/lib/api-upload";

export const VERIFICATION_QUERY_KEY = ["verification"] as const;

/** The member's own badge and how many verifications they may still start today. */
export function useVerificationStatus() {
  return useQuery({
    queryKey: VERIFICATION_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch("/api/verification", { schema: VerificationStatusSchema, signal }),
  });
}

/** Starts a verification: the server picks its poses. */
export function useStartVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<VerificationStart> =>
      apiFetch("/api/verification", { method: "POST", schema: VerificationStartSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VERIFICATION_QUERY_KEY }),
  });
}

/** Sends the selfies (straight-on first, then one per pose) and answers the server's verdict. */
export function useSendSelfies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, selfies }: { id: string; selfies: Blob[] }): Promise<VerificationResult> =>
      apiUpload(`/api/verification/${id}/selfies`, {
        file: selfies,
        field: VERIFICATION.frameField,
        fileName: "selfie.jpg",
        schema: VerificationResultSchema,
      }),
    // The badge shows on the member's own cards and profile too.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
