import { t } from "@/lib/i18n/i18n";
import { formatDate } from "@/lib/i18n/format";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whole calendar days between two moments in local time (0 = same day, 1 = yesterday). */
export const daysBetween = (earlier: Date, later: Date) => Math.round((startOfDay(later) - startOfDay(earlier)) / DAY);

/**
 * Spec 001, a conversation row: the clock time for today, 'Yesterday', otherwise a date (with the
 * year only when it is not this year).
 */
export function formatListTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = daysBetween(date, now);
  if (days <= 0) return formatDate(date, { hour: "numeric", minute: "2-digit" });
  if (days === 1) return t("Yesterday");
  return formatDate(date, {
    month: "short",
    day: "numeric",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}

/**
 * Spec 001, under each message: a relative time such as '5 minutes ago', in the wording members
 * know from most apps (and date-fns's formatDistanceToNow). Messages of their own rather than
 * `formatRelativeTime`: Intl has no 'less than a minute ago' or 'about 2 hours ago'.
 */
export function formatRelative(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return t("less than a minute ago");
  if (elapsed < HOUR)
    return t("{count, plural, one {# minute ago} other {# minutes ago}}", {
      count: Math.round(elapsed / MINUTE) || 1,
    });
  if (elapsed < DAY)
    return t("{count, plural, one {about # hour ago} other {about # hours ago}}", {
      count: Math.round(elapsed / HOUR),
    });
  if (elapsed < 30 * DAY)
    return t("{count, plural, one {# day ago} other {# days ago}}", { count: Math.round(elapsed / DAY) });
  if (elapsed < 365 * DAY)
    return t("{count, plural, one {# month ago} other {# months ago}}", { count: Math.round(elapsed / (30 * DAY)) });
  return t("{count, plural, one {about # year ago} other {about # years ago}}", {
    count: Math.round(elapsed / (365 * DAY)),
  });
}

/** The divider above a day's first message: 'Today', 'Yesterday' or the date. */
export function formatDayDivider(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = daysBetween(date, now);
  if (days <= 0) return t("Today");
  if (days === 1) return t("Yesterday");
  return formatDate(date, {
    ...(days < 7 ? { weekday: "long" } : {}),
    month: "long",
    day: "numeric",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}

/** 'Liked you on Mar 3, 2026'. */
export const formatLikedOn = (iso: string) => formatDate(iso, { month: "short", day: "numeric", year: "numeric" });

/** The full date and time, for a tooltip and for screen readers. */
export const formatFullTime = (iso: string) => formatDate(iso, { dateStyle: "medium", timeStyle: "short" });
