import { ReportDecisionSchema, type ReportDecisionInput, type ReportDecisionResult } from "@kindred/contracts";
import { apiFetch } from "@/lib/api-client";
import { useAdminMutation } from "./use-admin-mutation";

/** `POST /api/admin/reports/:id/decision`: a pending report is decided once (409 for the second). */
export async function decideReport({
  reportId,
  ...input
}: ReportDecisionInput & { reportId: string }): Promise<ReportDecisionResult> {
  return apiFetch(`/api/admin/reports/${encodeURIComponent(reportId)}/decision`, {
    method: "POST",
    body: input,
    schema: ReportDecisionSchema,
  });
}

export const useDecideReport = () => useAdminMutation(decideReport);
