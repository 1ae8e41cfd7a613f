import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { t } from "@/lib/i18n/i18n";

export type Column<Row> = {
  /** A message (`msg("…")`), shown translated. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The card's title on phones (one column should be). */
  primary?: boolean;
  /** On phones, shown at the card's foot without a label (row actions). */
  footer?: boolean;
  className?: string;
};

type DataTableProps<Row> = {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
  /** While another page loads over this one. */
  busy?: boolean;
};

/**
 * A table from 768 px up; below, the same rows as cards (a wide table would scroll sideways on a
 * phone). Only one of the two is displayed, so assistive tech meets each row once.
 */
export function DataTable<Row>({ caption, rows, rowKey, columns, busy = false }: DataTableProps<Row>) {
  const primary = columns.find((column) => column.primary);
  const details = columns.filter((column) => !column.primary && !column.footer);
  const footer = columns.filter((column) => column.footer);
  return (
    <div aria-busy={busy || undefined} className={cn("transition-opacity", busy && "opacity-60")}>
      <table className="hidden w-full border-separate border-spacing-0 overflow-hidden rounded-2xl border border-border bg-card text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-muted/60 text-left">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="border-b border-border px-4 py-2.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {t(column.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-middle [&:not(:last-child)>td]:border-b [&>td]:border-border">
              {columns.map((column) => (
                <td key={column.header} className={cn("px-4 py-3", column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={caption} className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-2xl border border-border bg-card p-4 shadow-sm shadow-stone-900/5">
            {primary ? <div className="font-semibold [overflow-wrap:anywhere]">{primary.cell(row)}</div> : null}
            <dl className="mt-2 grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
              {details.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-muted-foreground">{t(column.header)}</dt>
                  <dd className="min-w-0 [overflow-wrap:anywhere]">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {footer.length > 0 ? (
              <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-border pt-3">
                {footer.map((column) => (
                  <div key={column.header}>{column.cell(row)}</div>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The table's and the cards' shape while the first page loads, one placeholder per row to come. */
export function DataTableSkeleton({ rows, columns }: { rows: number; columns: number }) {
  return (
    <div aria-hidden="true">
      <div className="hidden overflow-hidden rounded-2xl border border-border bg-card md:block">
        <div className="h-10 border-b border-border bg-muted/60" />
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex h-[3.3rem] items-center gap-6 border-b border-border px-4 last:border-b-0">
            {Array.from({ length: columns }, (_, column) => (
              <Skeleton key={column} className={cn("h-4 flex-1", column === 0 && "flex-[1.5]")} />
            ))}
          </div>
        ))}
      </div>
      <div className="grid gap-3 md:hidden">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="grid gap-2.5 rounded-2xl border border-border bg-card p-4">
            <Skeleton className="h-5 w-40" />
            {Array.from({ length: Math.min(columns - 1, 4) }, (_, line) => (
              <Skeleton key={line} className="h-4 w-full" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
