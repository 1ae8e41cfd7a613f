import type { AppealDecisionInput } from "@kindred/contracts";
import { apiFetch } from "@/lib/api-client";
import { useAdminMutation } from "./use-admin-mutation";

/** `POST /api/admin/appeals/:id/decision`: upheld or overturned, once; the member is told either way. */
export async function decideAppeal({ appealId, ...input }: AppealDecisionInput & { appealId: string }): Promise<void> {
  await apiFetch(`/api/admin/appeals/${encodeURIComponent(appealId)}/decision`, { method: "POST", body: input });
}

export const useDecideAppeal = () => useAdminMutation(decideAppeal);
