import {
  CRITICAL_REPORT_CATEGORIES,
  REPORT_CATEGORIES,
  type ModerationActionKind,
  type ReportCategory,
  type ReportKind,
  type ReportStatus,
} from "@kindred/contracts";

export const categoryLabel = (category: ReportCategory) =>
  REPORT_CATEGORIES.find((entry) => entry.value === category)?.label ?? category;

/** A minor or threats: read before anything else. */
export const isCritical = (category: ReportCategory) => CRITICAL_REPORT_CATEGORIES.includes(category);

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  profile: "Profile",
  photo: "Photo",
  conversation: "Conversation",
  review: "Reviews",
};

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pending: "Pending",
  reviewed: "Reviewed",
  approved: "Approved",
  rejected: "Rejected",
};

export const ACTION_LABELS: Record<ModerationActionKind, string> = {
  ban: "Ban",
  suspend: "Suspension",
  reinstate: "Reinstatement",
  decide_report: "Report decision",
  warn: "Warning",
  remove_photo: "Photo removal",
  delete_account: "Account deletion",
  read_conversation: "Conversation read",
  approve_photo: "Photo approved",
  decide_appeal: "Appeal decision",
  revoke_verification: "Verification badge revoked",
};

/** An audit key from the server that this build has no label for still reads as words. */
export const actionLabel = (kind: string) =>
  (ACTION_LABELS as Record<string, string>)[kind] ?? kind.replaceAll("_", " ");
