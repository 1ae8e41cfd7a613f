import {
  MODERATION_ACTION_KINDS,
  REPORT_CATEGORIES,
  TRANSPARENCY_CSV_PATH,
  type TransparencyMonth,
} from "@kindred/contracts";
import { Download, FileBarChart } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/i18n/format";
import { formatDuration, monthLabel } from "../utils/format";
import { actionLabel, categoryLabel } from "../utils/labels";
import { EmptyState } from "./panel-states";
import { t } from "@/lib/i18n/i18n";

/** Labels and titles are shown as they are here, already in the language in use. */
type Row = { label: string; value: (month: TransparencyMonth) => string };
type Group = { title: string; rows: Row[] };

const figure = (value: number) => formatNumber(value);

/** The report's rows: every category (a zero is worth publishing), then the action kinds that occurred. */
function groupsOf(months: readonly TransparencyMonth[]): Group[] {
  const kindsSeen = new Set(months.flatMap((month) => Object.keys(month.actionsByKind)));
  const kinds = [
    ...MODERATION_ACTION_KINDS.filter((kind) => kindsSeen.has(kind)),
    ...[...kindsSeen].filter((kind) => !(MODERATION_ACTION_KINDS as readonly string[]).includes(kind)),
  ];
  const groups: Group[] = [
    {
      title: t("Reports received"),
      rows: REPORT_CATEGORIES.map(({ value }) => ({
        label: categoryLabel(value),
        value: (month) => figure(month.reportsByCategory[value] ?? 0),
      })),
    },
    {
      title: t("Actions taken"),
      rows: kinds.map((kind) => ({
        label: actionLabel(kind),
        value: (month) => figure(month.actionsByKind[kind] ?? 0),
      })),
    },
    {
      title: t("Appeals"),
      rows: [
        { label: t("Received"), value: (month) => figure(month.appealsReceived) },
        { label: t("Upheld"), value: (month) => figure(month.appealsUpheld) },
        { label: t("Overturned"), value: (month) => figure(month.appealsOverturned) },
      ],
    },
    {
      title: t("Decisions"),
      rows: [
        {
          label: t("Median time to decision"),
          value: (month) => (month.medianHoursToDecision === null ? "-" : formatDuration(month.medianHoursToDecision)),
        },
      ],
    },
  ];
  return groups.filter((group) => group.rows.length > 0);
}

/**
 * The transparency report (DSA art. 15 style): per month, reports by category, actions by kind,
 * appeals and their outcomes, and the median time to decision; also downloadable as CSV.
 */
export function TransparencyReport({ months }: { months: readonly TransparencyMonth[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold tracking-tight">
            {t("Transparency report")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("Per month (UTC), newest first.")}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={TRANSPARENCY_CSV_PATH} download>
            <Download aria-hidden="true" />
            {t("Download CSV")}
          </a>
        </Button>
      </div>
      {months.length === 0 ? (
        <EmptyState icon={FileBarChart} title={t("No moderation activity yet")} />
      ) : (
        <div
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          className="overflow-x-auto rounded-2xl border border-border bg-card focus-visible:outline-2 focus-visible:outline-ring"
        >
          <table className="w-full border-separate border-spacing-0 text-sm">
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 border-b border-border bg-muted px-4 py-2.5 text-left">
                  <span className="sr-only">{t("Figure")}</span>
                </th>
                {months.map((month) => (
                  <th
                    key={month.month}
                    scope="col"
                    className="border-b border-border bg-muted px-3 py-2.5 text-right font-semibold whitespace-nowrap"
                  >
                    {monthLabel(month.month)}
                  </th>
                ))}
              </tr>
            </thead>
            {groupsOf(months).map((group) => (
              <tbody key={group.title}>
                <tr>
                  <th
                    scope="colgroup"
                    colSpan={months.length + 1}
                    className="sticky left-0 border-b border-border bg-card px-4 pt-4 pb-1.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                  >
                    {group.title}
                  </th>
                </tr>
                {group.rows.map((row) => (
                  <tr key={row.label} className="[&>*]:border-b [&>*]:border-border/60">
                    <th
                      scope="row"
                      className="sticky left-0 z-10 bg-card px-4 py-2 text-left font-medium whitespace-nowrap"
                    >
                      {row.label}
                    </th>
                    {months.map((month) => (
                      <td key={month.month} className="px-3 py-2 text-right tabular-nums">
                        {row.value(month)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </section>
  );
}
