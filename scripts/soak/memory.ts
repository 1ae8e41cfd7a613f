// The server's resident memory through the run: read from /proc/<pid>/status every second. The
// growth compares two floors, the lowest reading of ten seconds right after the warm-up and of the
// last ten seconds of the run: a leak raises the floor, while a passing allocation (photos being
// re-encoded, a collection not yet run) lifts a few readings and leaves the floor where it was.
import { memoryOf } from "./server";

/**
 * The most the server's resident memory may grow from the warm-up to the end of a run (floors of ten
 * seconds). Measured on the two-core machine (docs/reliability.md, "Soak"): -12 to +17 MB over 5
 * minutes, where memory levels off after the first minute, and -81 to +31 MB in the 30-second runs,
 * whose 6-second warm-up ends while caches and pools still fill (a passing allocation moves the
 * server's RSS by 100 MB and more either way). 80 MB is two and a half times the most measured, so a
 * busier or quieter machine does not fail it; a leak of 80 MB in five minutes (23 GB a day) does.
 */
export const MAX_RSS_GROWTH_MB = 80;
/** How long each floor's readings span. */
const WINDOW_SECONDS = 10;

export type MemorySummary = {
  warmUpSeconds: number;
  runSeconds: number;
  /** The first reading, as the members begin. */
  start: number;
  /** Floors (lowest readings) of WINDOW_SECONDS after the warm-up and at the end of the run. */
  warm: number;
  end: number;
  growth: number;
  /** The highest reading during the run, and the process's peak since it started (VmHWM, set-up included). */
  peak: number;
  highWater: number;
  /** A reading every tenth of the run, to see a trend. */
  trail: number[];
};

export class MemoryWatch {
  private readonly samples: { t: number; rss: number }[] = [];
  private readonly timer: NodeJS.Timeout;
  private readonly started = Date.now();

  constructor(
    private readonly pid: number,
    private readonly warmUpSeconds: number,
  ) {
    this.read();
    this.timer = setInterval(() => this.read(), 1000);
  }

  private read() {
    try {
      this.samples.push({ t: (Date.now() - this.started) / 1000, rss: memoryOf(this.pid).rssMb });
    } catch {
      // The process is gone: the run reports that itself.
    }
  }

  /** Stops reading at the end of the run and sums up. */
  stop(): MemorySummary | undefined {
    clearInterval(this.timer);
    this.read();
    const runSeconds = (Date.now() - this.started) / 1000;
    const window = (from: number) =>
      floor(this.samples.filter(({ t }) => t >= from && t < from + WINDOW_SECONDS).map(({ rss }) => rss));
    const warm = window(this.warmUpSeconds);
    const end = window(runSeconds - WINDOW_SECONDS);
    if (warm === undefined || end === undefined) return undefined;
    const step = Math.max(1, Math.floor(this.samples.length / 10));
    return {
      warmUpSeconds: this.warmUpSeconds,
      runSeconds,
      start: this.samples[0]!.rss,
      warm,
      end,
      growth: end - warm,
      peak: Math.max(...this.samples.map(({ rss }) => rss)),
      highWater: memoryOf(this.pid).peakMb,
      trail: this.samples.filter((_, i) => i % step === 0).map(({ rss }) => rss),
    };
  }
}

function floor(values: number[]): number | undefined {
  return values.length ? Math.min(...values) : undefined;
}

/** The first part of the run, left out of the growth: the server's caches and pools fill then. */
export function warmUpSeconds(runSeconds: number) {
  return Math.min(30, Math.round(runSeconds / 5));
}
