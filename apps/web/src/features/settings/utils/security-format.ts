import { SECURITY_TEXT, SESSION_ACTIVE_NOW_MS, type ActiveSession } from "@kindred/contracts";
import { formatDate, formatRelativeTime } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** "just now", "5 minutes ago", "yesterday", "3 days ago"; a date past a month. In the language in use. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return t(SECURITY_TEXT.justNow);
  if (elapsed < 30 * DAY) return formatRelativeTime(now - elapsed, now);
  return formatDate(iso);
}

/** "Active now" for this device or one used in the last few minutes; "Last active 3 hours ago" otherwise. */
export function sessionActivity(session: Pick<ActiveSession, "current" | "lastUsedAt">, now = Date.now()): string {
  if (session.current || now - new Date(session.lastUsedAt).getTime() < SESSION_ACTIVE_NOW_MS)
    return t(SECURITY_TEXT.activeNow);
  return t(SECURITY_TEXT.lastActive, { relative: timeAgo(session.lastUsedAt, now) });
}

/** The backup codes as a text file a member can keep, its heading in the language in use. */
export const backupCodesFile = (codes: string[]) =>
  `${t("Kindred backup codes")}\n${t("Each code signs you in once instead of an authenticator code.")}\n\n${codes.join("\n")}\n`;
