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
  if (days <= 0) return date.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
  if (days === 1) return "Yesterday";
  return date.toLocaleDateString(undefined, {
    month: "short",
    day: "numeric",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/**
 * Spec 001, under each message: a relative time such as '5 minutes ago', in the wording members
 * know from most apps (and date-fns's formatDistanceToNow).
 */
export function formatRelative(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return "less than a minute ago";
  if (elapsed < HOUR) return `${plural(Math.round(elapsed / MINUTE) || 1, "minute")} ago`;
  if (elapsed < DAY) return `about ${plural(Math.round(elapsed / HOUR), "hour")} ago`;
  if (elapsed < 30 * DAY) return `${plural(Math.round(elapsed / DAY), "day")} ago`;
  if (elapsed < 365 * DAY) return `${plural(Math.round(elapsed / (30 * DAY)), "month")} ago`;
  return `about ${plural(Math.round(elapsed / (365 * DAY)), "year")} ago`;
}

/** The divider above a day's first message: 'Today', 'Yesterday' or the date. */
export function formatDayDivider(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = daysBetween(date, now);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  return date.toLocaleDateString(undefined, {
    weekday: days < 7 ? "long" : undefined,
    month: "long",
    day: "numeric",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}

/** 'Liked you on Mar 3, 2026'. */
export const formatLikedOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: "short", day: "numeric", year: "numeric" });

/** The full date and time, for a tooltip and for screen readers. */
export const formatFullTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
