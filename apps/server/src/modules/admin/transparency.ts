import {
  MODERATION_ACTION_KINDS,
  REPORT_CATEGORY_VALUES,
  TRANSPARENCY_MONTHS,
  type TransparencyMonth,
} from "@kindred/contracts";
import type { TransparencyFigure } from "./stats.repository";

/** Hours and percentages are shown to one decimal. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Percent change from the week before; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  return previous === 0 ? null : oneDecimal(((current - previous) / previous) * 100);
}

/** The last `count` UTC months, newest first, as 'YYYY-MM', with the first instant of the oldest. */
export function lastMonths(now: Date, count = TRANSPARENCY_MONTHS): { months: string[]; firstMonth: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const starts = Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - i, 1)));
  return { months: starts.map((start) => start.toISOString().slice(0, 7)), firstMonth: starts[count - 1]! };
}

/** Every month, category and kind present, zero where the database had no row. */
export function transparencyMonths(months: string[], figures: TransparencyFigure[]): TransparencyMonth[] {
  const byMonth = new Map<string, TransparencyMonth>(
    months.map((month) => [
      month,
      {
        month,
        reportsByCategory: Object.fromEntries(REPORT_CATEGORY_VALUES.map((category) => [category, 0])),
        actionsByKind: Object.fromEntries(MODERATION_ACTION_KINDS.map((kind) => [kind, 0])),
        appealsReceived: 0,
        appealsUpheld: 0,
        appealsOverturned: 0,
        medianHoursToDecision: null,
      },
    ]),
  );
  for (const { metric, month, key, value } of figures) {
    const row = byMonth.get(month);
    if (!row) continue;
    if (metric === "reports" && key in row.reportsByCategory) row.reportsByCategory[key] = value;
    else if (metric === "actions" && key in row.actionsByKind) row.actionsByKind[key] = value;
    else if (metric === "appeals_received") row.appealsReceived = value;
    else if (metric === "appeals_decided" && key === "upheld") row.appealsUpheld = value;
    else if (metric === "appeals_decided" && key === "overturned") row.appealsOverturned = value;
    else if (metric === "median_hours") row.medianHoursToDecision = oneDecimal(value);
  }
  return months.map((month) => byMonth.get(month)!);
}

export const TRANSPARENCY_CSV_HEADER = [
  "month",
  ...REPORT_CATEGORY_VALUES.map((category) => `reports_${category}`),
  ...MODERATION_ACTION_KINDS.map((kind) => `actions_${kind}`),
  "appeals_received",
  "appeals_upheld",
  "appeals_overturned",
  "median_hours_to_decision",
];

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvField(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLines(rows: (string | number | null)[][]): string {
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}

/** The transparency report as CSV: a header row, then one row per month (newest first). */
export function transparencyCsv(months: TransparencyMonth[]): string {
  return csvLines([
    TRANSPARENCY_CSV_HEADER,
    ...months.map((month) => [
      month.month,
      ...REPORT_CATEGORY_VALUES.map((category) => month.reportsByCategory[category] ?? 0),
      ...MODERATION_ACTION_KINDS.map((kind) => month.actionsByKind[kind] ?? 0),
      month.appealsReceived,
      month.appealsUpheld,
      month.appealsOverturned,
      month.medianHoursToDecision,
    ]),
  ]);
}
