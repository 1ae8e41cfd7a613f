import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { createMiddleware } from "hono/factory";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";

/** What the metrics read from the rest of the server, at scrape time. */
export type MetricsSources = {
  database: Database;
  jobs: JobQueue;
  /** This process's open sockets (`realtime/hub.ts`). */
  openSockets: () => number;
};

export type Metrics = ReturnType<typeof createMetrics>;

type Labels = { method: string; route: string; status: string };

/** Latency buckets in seconds: most API answers take a few milliseconds, uploads and exports longer. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The server's Prometheus metrics, in a registry of its own (not prom-client's global one, so two
 * servers in one process, as in tests, keep theirs apart). Gauges are read when scraped, so a request
 * pays only for its own counter and histogram.
 */
export function createMetrics({ database, jobs, openSockets }: MetricsSources) {
  const registry = new Registry();
  // Process memory, CPU, event loop lag, GC: prom-client's defaults, read at scrape time.
  collectDefaultMetrics({ register: registry });

  /** Each label set's request count and histogram child, so a request looks them up once, by one string. */
  const children = new Map<string, { labels: Labels; count: number; timed: { observe: (seconds: number) => void } }>();
  new Counter({
    name: "kindred_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
    // Counted in `children` (a field's increment per request, not prom-client's label hashing), read here.
    collect() {
      this.reset();
      for (const child of children.values()) this.inc(child.labels, child.count);
    },
  });
  const latency = new Histogram({
    name: "kindred_http_request_duration_seconds",
    help: "Time to answer an HTTP request (until the handler returns its response), by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const messagesSent = new Counter({
    name: "kindred_messages_sent_total",
    help: "Messages stored (a retried send that was stored already is not counted again)",
    registers: [registry],
  });
  new Gauge({
    name: "kindred_realtime_open_sockets",
    help: "Open realtime WebSockets in this process",
    registers: [registry],
    collect() {
      this.set(openSockets());
    },
  });
  new Gauge({
    name: "kindred_job_queue_depth",
    help: "Jobs waiting to run (created or waiting for a retry), by queue, in the whole database",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      // With the database away there is no depth to show (readiness says why); the rest still scrapes.
      const depths = await jobs.depths().catch(() => new Map<string, number>());
      this.reset();
      for (const [queue, waiting] of depths) this.set({ queue }, waiting);
    },
  });
  new Counter({
    name: "kindred_job_failures_total",
    help: "Job runs that threw in this process (each is retried later, up to its retry limit), by queue",
    labelNames: ["queue"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [queue, failed] of jobs.failures()) this.inc({ queue }, failed);
    },
  });
  // PostgreSQL's pool only: PGlite is one connection inside the process, so a pool gauge would say nothing.
  const { pool } = database;
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge("kindred_db_pool_connections", "Connections the PostgreSQL pool holds", () => pool.totalCount);
    poolGauge("kindred_db_pool_idle", "Idle connections in the PostgreSQL pool", () => pool.idleCount);
    poolGauge("kindred_db_pool_waiting", "Queries waiting for a connection from the pool", () => pool.waitingCount);
  }

  function childFor(method: string, route: string, status: number) {
    const key = `${method} ${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      const labels = { method, route, status: String(status) };
      child = { labels, count: 0, timed: latency.labels(labels) };
      children.set(key, child);
    }
    return child;
  }

  return {
    registry,
    messagesSent: () => messagesSent.inc(),
    /**
     * Counts and times every request by the route pattern that answered it (`/api/profiles/:id`, never
     * the raw path, which would make a series per member), so the series stay bounded.
     */
    http: createMiddleware(async (c, next) => {
      const started = performance.now();
      await next();
      const child = childFor(c.req.method, c.req.routePath, c.res.status);
      child.count += 1;
      child.timed.observe((performance.now() - started) / 1000);
    }),
  };
}
