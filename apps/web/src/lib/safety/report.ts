import type { ReportCategory, ReportKind } from "@kindred/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export type ReportRequest = { kind: ReportKind; targetId: string; category: ReportCategory; reason: string };

/**
 * The one `POST /api/reports`: a profile, a photo, a conversation or someone's reviews go to the
 * moderators' queue. Reporting the same member again updates the open report.
 */
export async function sendReport(report: ReportRequest): Promise<void> {
  await apiFetch("/api/reports", { method: "POST", body: report });
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
