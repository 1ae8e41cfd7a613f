import {
  CRITICAL_REPORT_CATEGORIES,
  msg,
  REPORT_CATEGORIES,
  type ModerationActionKind,
  type ReportCategory,
  type ReportKind,
  type ReportStatus,
} from "@kindred/contracts";
import { t, translateIfMessage } from "@/lib/i18n/i18n";

/** A report category's label (the safety catalogue's message, where that is loaded). */
export const categoryLabel = (category: ReportCategory) =>
  translateIfMessage(REPORT_CATEGORIES.find((entry) => entry.value === category)?.label ?? category);

/** A minor or threats: read before anything else. */
export const isCritical = (category: ReportCategory) => CRITICAL_REPORT_CATEGORIES.includes(category);

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  profile: msg("Profile"),
  photo: msg("Photo"),
  conversation: msg("Conversation"),
  review: msg("Reviews"),
};

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pending: msg("Pending"),
  reviewed: msg("Reviewed"),
  approved: msg("Approved"),
  rejected: msg("Rejected"),
};

export const ACTION_LABELS: Record<ModerationActionKind, string> = {
  ban: msg("Ban"),
  suspend: msg("Suspension"),
  reinstate: msg("Reinstatement"),
  decide_report: msg("Report decision"),
  warn: msg("Warning"),
  remove_photo: msg("Photo removal"),
  delete_account: msg("Account deletion"),
  read_conversation: msg("Conversation read"),
  approve_photo: msg("Photo approved"),
  decide_appeal: msg("Appeal decision"),
  revoke_verification: msg("Verification badge revoked"),
};

/** An audit key from the server that this build has no label for still reads as words. */
export const actionLabel = (kind: string) => {
  const label = (ACTION_LABELS as Record<string, string>)[kind];
  return label ? t(label) : kind.replaceAll("_", " ");
};
