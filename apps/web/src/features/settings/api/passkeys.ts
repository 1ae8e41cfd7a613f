import { PasskeyListSchema, PasskeySchema, type PasskeyList } from "@kindred/contracts";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";

export const PASSKEYS_QUERY_KEY = ["security", "passkeys"] as const;

/** `GET /api/passkeys`: mine, oldest first, and a name for a new one from this browser. */
export async function getPasskeys(signal?: AbortSignal): Promise<PasskeyList> {
  return apiFetch("/api/passkeys", { schema: PasskeyListSchema, signal });
}

export function usePasskeys(enabled = true) {
  return useQuery(
    queryOptions({ queryKey: PASSKEYS_QUERY_KEY, queryFn: ({ signal }) => getPasskeys(signal), enabled }),
  );
}

/**
 * Registers a passkey: the server's options (and challenge cookie), the browser's prompt, then the
 * server's verification. The WebAuthn helper loads only when a member adds one.
 */
export async function addPasskey(name: string): Promise<void> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  const optionsJSON = (await apiFetch(
    "/api/auth/passkey/generate-register-options",
  )) as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON });
  await apiFetch("/api/auth/passkey/verify-registration", { method: "POST", body: { response, name } });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) =>
      (
        await apiFetch(`/api/passkeys/${encodeURIComponent(id)}`, {
          method: "PATCH",
          body: { name },
          schema: z.object({ passkey: PasskeySchema }),
        })
      ).passkey,
    onSuccess: (passkey) =>
      queryClient.setQueryData<PasskeyList>(PASSKEYS_QUERY_KEY, (list) =>
        list ? { ...list, passkeys: list.passkeys.map((row) => (row.id === passkey.id ? passkey : row)) } : list,
      ),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiFetch(`/api/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" });
    },
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<PasskeyList>(PASSKEYS_QUERY_KEY, (list) =>
        list ? { ...list, passkeys: list.passkeys.filter((row) => row.id !== id) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}
