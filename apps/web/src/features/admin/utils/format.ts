import { ADMIN_READ_TEXT, type AdminUser } from "@kindred/contracts";
import { t } from "@/lib/i18n/i18n";
import { formatDate, formatNumber } from "@/lib/i18n/format";

/**
 * The name admins read for an account: its profile's names, else its address (an admin or a newcomer
 * who never made a profile), never a bare "Unknown User" they cannot tell apart.
 */
export function adminName(person: { firstName: string | null; lastName: string | null; email?: string | null }) {
  return (
    [person.firstName, person.lastName].filter((part) => part?.trim()).join(" ") ||
    person.email?.trim() ||
    t(ADMIN_READ_TEXT.unknownMember)
  );
}

/** 'May 12, 2026, 2:05 PM' in the admin's own time zone and language. */
export const formatDateTime = (iso: string) => formatDate(iso, { dateStyle: "medium", timeStyle: "short" });

/** The status badge's words: Active, Suspended until (when), or Banned. */
export function accountStatusLabel(user: Pick<AdminUser, "status" | "suspendedUntil">) {
  if (user.status === "banned") return t("Banned");
  if (user.status === "suspended")
    return user.suspendedUntil
      ? t("Suspended until {until}", { until: formatDateTime(user.suspendedUntil) })
      : t("Suspended");
  return t("Active");
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago something happened, short enough for a queue row ('5 min ago', '3 h ago', '2 d ago'). */
export function timeAgo(iso: string, now = Date.now()) {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return t("just now");
  if (elapsed < HOUR) return t("{count} min ago", { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t("{count} h ago", { count: Math.floor(elapsed / HOUR) });
  if (elapsed < 30 * DAY) return t("{count} d ago", { count: Math.floor(elapsed / DAY) });
  return formatDateTime(iso);
}

const oneDecimal = (value: number) => formatNumber(Math.round(value * 10) / 10, { maximumFractionDigits: 1 });

/** A median time to decision: minutes under an hour, hours under two days, then days. */
export function formatDuration(hours: number) {
  if (hours < 1) return t("{minutes} min", { minutes: formatNumber(Math.round(hours * 60)) });
  if (hours < 48) return t("{hours} h", { hours: oneDecimal(hours) });
  return t("{days} d", { days: oneDecimal(hours / 24) });
}

/** Active users against the week before: '+12% vs the week before'; null when that week had nobody. */
export function formatChange(percent: number | null) {
  if (percent === null) return t("No activity the week before");
  const rounded = Math.round(percent);
  if (rounded === 0) return t("No change vs the week before");
  const change = `${rounded > 0 ? "+" : "\u2212"}${formatNumber(Math.abs(rounded))}%`;
  return t("{change} vs the week before", { change });
}

/** A face similarity (0 to 1) as moderators compare it with the thresholds: two decimals; null when not measured. */
export const formatSimilarity = (value: number | null) => (value === null ? null : value.toFixed(2));

/** A snapshot's copied file, as admins read it (the copy survives the original's deletion). */
export const evidenceFileUrl = (reportId: string, n: number) =>
  `/api/admin/reports/${encodeURIComponent(reportId)}/evidence/${n}`;

/** The start of a long ID, enough to tell rows apart at a glance; the full ID is copied. */
export const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}\u2026` : id);

/** A transparency month, '2026-05', reads 'May 2026'; anything else is shown as the server wrote it. */
export function monthLabel(month: string) {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match
    ? formatDate(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1), {
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      })
    : month;
}
