import type { ChangePasswordInput } from "@kindred/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useRealtime } from "@/lib/realtime/use-realtime";

/**
 * better-auth checks the current password, sets the new one and ends every session of the member;
 * this device gets a fresh session cookie in the same answer, so the member stays signed in here.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiFetch("/api/auth/change-password", { method: "POST", body: input });
}

export function useChangePassword() {
  const realtime = useRealtime();
  return useMutation({
    // The live socket belongs to the session about to end: left open, the server's next heartbeat
    // would close it as a dead session and this tab would sign the member out. It reconnects after,
    // on the new session (and refetches what it might have missed), whether the change worked or not.
    mutationFn: async (input: ChangePasswordInput) => {
      await realtime.suspend();
      try {
        await changePassword(input);
      } finally {
        realtime.resume();
      }
    },
  });
}
