import { DemoRemovalSchema, type DemoRemoval } from "@kindred/contracts";
import { apiFetch } from "@/lib/api-client";
import { useAdminMutation } from "./use-admin-mutation";

/** `DELETE /api/admin/demo`: every demo member and everything they touched; answers what went. */
export async function removeDemoCommunity(): Promise<DemoRemoval> {
  return apiFetch("/api/admin/demo", { method: "DELETE", schema: DemoRemovalSchema });
}

export const useRemoveDemoCommunity = () => useAdminMutation(removeDemoCommunity);
