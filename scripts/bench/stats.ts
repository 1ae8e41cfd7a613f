/** Percentiles of a list of millisecond timings. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await fn();
  return [performance.now() - started, result];
}

export const fmt = (ms: number) => (Number.isNaN(ms) ? "-" : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

export function table(rows: Record<string, string | number>[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  return [
    line(columns),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map((r) => line(columns.map((c) => String(r[c])))),
  ].join("\n");
}
