import { PROOF_HEADER, type ReportCategory, type ReportKind } from "@kindred/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export type ReportRequest = {
  kind: ReportKind;
  targetId: string;
  category: ReportCategory;
  reason: string;
  /** A conversation's report may name the message that prompted it. */
  messageId?: string;
};

/**
 * The one `POST /api/reports`: a profile, a photo, a conversation or someone's reviews go to the
 * moderators' queue. Reporting the same member again updates the open report.
 */
export async function sendReport({
  proof,
  ...report
}: ReportRequest & { proof: () => Promise<string> }): Promise<void> {
  await apiFetch("/api/reports", { method: "POST", body: report, headers: { [PROOF_HEADER]: await proof() } });
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
