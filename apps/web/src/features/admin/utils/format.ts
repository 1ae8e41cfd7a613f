import { ADMIN_READ_TEXT, type AdminUser } from "@kindred/contracts";

/**
 * The name admins read for an account: its profile's names, else its address (an admin or a newcomer
 * who never made a profile), never a bare "Unknown User" they cannot tell apart.
 */
export function adminName(person: { firstName: string | null; lastName: string | null; email?: string | null }) {
  return (
    [person.firstName, person.lastName].filter((part) => part?.trim()).join(" ") ||
    person.email?.trim() ||
    ADMIN_READ_TEXT.unknownMember
  );
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** 'May 12, 2026, 2:05 PM' in the admin's own time zone and language. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** The status badge's words: Active, Suspended until (when), or Banned. */
export function accountStatusLabel(user: Pick<AdminUser, "status" | "suspendedUntil">) {
  if (user.status === "banned") return "Banned";
  if (user.status === "suspended")
    return user.suspendedUntil ? `Suspended until ${formatDateTime(user.suspendedUntil)}` : "Suspended";
  return "Active";
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago something happened, short enough for a queue row ('5 min ago', '3 h ago', '2 d ago'). */
export function timeAgo(iso: string, now = Date.now()) {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 30 * DAY) return `${Math.floor(elapsed / DAY)} d ago`;
  return formatDateTime(iso);
}

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/** A median time to decision: minutes under an hour, hours under two days, then days. */
export function formatDuration(hours: number) {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${oneDecimal(hours)} h`;
  return `${oneDecimal(hours / 24)} d`;
}

/** Active users against the week before: '+12% vs the week before'; null when that week had nobody. */
export function formatChange(percent: number | null) {
  if (percent === null) return "No activity the week before";
  const rounded = Math.round(percent);
  if (rounded === 0) return "No change vs the week before";
  return `${rounded > 0 ? "+" : "\u2212"}${Math.abs(rounded)}% vs the week before`;
}

/** A face similarity (0 to 1) as moderators compare it with the thresholds: two decimals; null when not measured. */
export const formatSimilarity = (value: number | null) => (value === null ? null : value.toFixed(2));

/** A snapshot's copied file, as admins read it (the copy survives the original's deletion). */
export const evidenceFileUrl = (reportId: string, n: number) =>
  `/api/admin/reports/${encodeURIComponent(reportId)}/evidence/${n}`;

/** The start of a long ID, enough to tell rows apart at a glance; the full ID is copied. */
export const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}\u2026` : id);

const monthFormat = new Intl.DateTimeFormat(undefined, { month: "short", year: "numeric", timeZone: "UTC" });

/** A transparency month, '2026-05', reads 'May 2026'; anything else is shown as the server wrote it. */
export function monthLabel(month: string) {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? monthFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : month;
}
