import {
  BackupCodesSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
  type PasswordConfirmation,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "@kindred/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useRealtime } from "@/lib/realtime/use-realtime";

export const TWO_FACTOR_QUERY_KEY = ["security", "two-factor"] as const;

/** `GET /api/two-factor`: on or off, and how many backup codes are left. */
export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiFetch("/api/two-factor", { schema: TwoFactorStatusSchema, signal });
}

export function useTwoFactorStatus() {
  return useQuery(
    queryOptions({ queryKey: TWO_FACTOR_QUERY_KEY, queryFn: ({ signal }) => getTwoFactorStatus(signal) }),
  );
}

/** Checks the password and starts setting up: the authenticator's key (as a URI) and the backup codes. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (input: PasswordConfirmation): Promise<TwoFactorSetup> =>
      apiFetch("/api/auth/two-factor/enable", { method: "POST", body: input, schema: TwoFactorSetupSchema }),
  });
}

/**
 * better-auth swaps this device's session for a new one when two-factor is turned on or off. The live
 * socket belongs to the old one: left open, the server's next heartbeat would close it as ended and
 * this tab would sign the member out. It reconnects after, on the new session.
 */
function useSessionSwap<T, R>(call: (input: T) => Promise<R>) {
  const realtime = useRealtime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => {
      await realtime.suspend();
      try {
        return await call(input);
      } finally {
        realtime.resume();
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["security"] }),
  });
}

/** The first code from the app: right, it turns two-factor on. */
export function useConfirmTwoFactor() {
  return useSessionSwap(async (code: string) => {
    await apiFetch("/api/auth/two-factor/verify-totp", { method: "POST", body: { code } });
  });
}

export function useDisableTwoFactor() {
  return useSessionSwap(async (input: PasswordConfirmation) => {
    await apiFetch("/api/auth/two-factor/disable", { method: "POST", body: input });
  });
}

/** New backup codes (the old ones stop working); shown once. */
export function useRegenerateBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PasswordConfirmation) =>
      (
        await apiFetch("/api/auth/two-factor/generate-backup-codes", {
          method: "POST",
          body: input,
          schema: BackupCodesSchema,
        })
      ).backupCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }),
  });
}
