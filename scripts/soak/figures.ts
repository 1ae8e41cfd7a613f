// What the soak counts while it runs: requests by kind with their times, 429s, errors (each distinct
// one with its count), and the events of the run (matches, photos, reports, messages).
import { fmt, percentile } from "../bench/stats";

export class Figures {
  readonly requests = new Map<string, number>();
  readonly latencies = new Map<string, number[]>();
  readonly rateLimited = new Map<string, number>();
  /** "kind: what happened" -> how many times. */
  readonly errors = new Map<string, number>();
  readonly counts = {
    matches: 0,
    likes: 0,
    passes: 0,
    photosUploaded: 0,
    photosRemoved: 0,
    messageImages: 0,
    reports: 0,
    typingSent: 0,
    typingHeard: 0,
    readReceiptsHeard: 0,
    retries: 0,
    bursts: 0,
  };

  request(kind: string, ms: number) {
    this.requests.set(kind, (this.requests.get(kind) ?? 0) + 1);
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
  }

  limited(kind: string) {
    this.rateLimited.set(kind, (this.rateLimited.get(kind) ?? 0) + 1);
  }

  error(kind: string, what: string) {
    const key = `${kind}: ${what}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }

  get totalRequests() {
    return sum(this.requests.values());
  }
  get totalLimited() {
    return sum(this.rateLimited.values());
  }
  get totalErrors() {
    return sum(this.errors.values());
  }

  /** One row per kind of request: how many, how many were 429, and their times. */
  latencyRows(): Record<string, string | number>[] {
    return [...this.requests.keys()].sort().map((kind) => {
      const samples = this.latencies.get(kind) ?? [];
      return {
        request: kind,
        count: this.requests.get(kind) ?? 0,
        "429s": this.rateLimited.get(kind) ?? 0,
        "p50 ms": fmt(percentile(samples, 50)),
        "p95 ms": fmt(percentile(samples, 95)),
        "p99 ms": fmt(percentile(samples, 99)),
        "max ms": fmt(samples.length ? samples.reduce((max, ms) => Math.max(max, ms), 0) : Number.NaN),
      };
    });
  }
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
