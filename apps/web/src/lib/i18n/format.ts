import { activeLocale } from "./i18n";

/*
 * Dates, numbers, distances and times ago in the language in use, through Intl (issue 32). Formatters
 * are cached per language and options: building one costs more than using it.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const key = `${kind}|${activeLocale()}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) cache.set(key, (formatter = make(activeLocale())));
  return formatter;
}

export const formatDate = (
  date: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
) => cached("date", options, (locale) => new Intl.DateTimeFormat(locale, options)).format(new Date(date));

export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}) =>
  cached("number", options, (locale) => new Intl.NumberFormat(locale, options)).format(value);

/** A distance in the member's unit, spelled out ("6 miles", "10 Kilometer"). */
export const formatDistance = (value: number, unit: "mile" | "kilometer") =>
  formatNumber(value, { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: 0 });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** How long ago (or until) a moment, in the largest whole unit: "3 days ago", "vor 3 Tagen". */
export function formatRelativeTime(date: Date | string | number, now = Date.now()) {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000);
  const [unit, size] = STEPS.find(([, step]) => Math.abs(seconds) >= step) ?? ["second", 1];
  return cached("relative", {}, (locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" })).format(
    Math.round(seconds / size),
    unit,
  );
}
