import { SECURITY_TEXT, SESSION_ACTIVE_NOW_MS, type ActiveSession } from "@kindred/contracts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** "just now", "5 minutes ago", "yesterday", "3 days ago"; a date past a month. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return SECURITY_TEXT.justNow;
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 30 * DAY) return relative.format(-Math.floor(elapsed / DAY), "day");
  return date.format(new Date(iso));
}

/** 'May 12, 2026' in the member's language. */
export const formatDate = (iso: string) => date.format(new Date(iso));

/** "Active now" for this device or one used in the last few minutes; "Last active 3 hours ago" otherwise. */
export function sessionActivity(session: Pick<ActiveSession, "current" | "lastUsedAt">, now = Date.now()): string {
  if (session.current || now - new Date(session.lastUsedAt).getTime() < SESSION_ACTIVE_NOW_MS)
    return SECURITY_TEXT.activeNow;
  return SECURITY_TEXT.lastActive(timeAgo(session.lastUsedAt, now));
}

/** The backup codes as a text file a member can keep. */
export const backupCodesFile = (codes: string[]) =>
  `Kindred backup codes\nEach code signs you in once instead of an authenticator code.\n\n${codes.join("\n")}\n`;
