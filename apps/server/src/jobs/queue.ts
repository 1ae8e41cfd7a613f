import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import { oneProcessAtATime, type Database } from "../db/client";
import type { Logger } from "../lib/logger";

type SendOptions = { singletonKey?: string; startAfterSeconds?: number; retryLimit?: number };

export type JobQueue = {
  /** Enqueues a job; returns its id, or null when a singleton with that key is already queued. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for each job of `name` in this process (registered once, at start-up). */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
  /** Jobs waiting to run (created, or failed and waiting for a retry) per queue, in the whole database. */
  depths(): Promise<Map<string, number>>;
  /** How many job runs threw in this process since it started, per queue (metrics). */
  failures(): ReadonlyMap<string, number>;
};

export type JobQueueOptions = {
  database: Database;
  log: Logger;
  /** How long an idle worker waits before asking for due jobs again (2 s; tests shorten it). */
  pollingIntervalSeconds?: number;
};

/** A failed job runs again after about 30 s, 1, 2, 4 and 8 min: a mail server down for a while loses nothing. */
const RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true };
/** How long `stop` waits for the jobs in hand; one still running after it is retried once pg-boss expires it. */
const STOP_GRACE_MS = 10_000;

/**
 * Durable background jobs in the app's own database, through pg-boss (decision 009): a job is a row,
 * so a restart or a crash loses none, and every process takes due jobs with SKIP LOCKED, so each runs
 * in one process at a time. Delivery is at least once: a handler must be safe to run again.
 *
 * pg-boss creates and migrates its own `pgboss` schema at start-up, apart from the app's migrations
 * (its versions are its own; processes starting together take turns, `oneProcessAtATime`). It
 * runs over the app's connection: PostgreSQL's pool, or the embedded PGlite.
 */
export async function createJobQueue({
  database,
  log,
  pollingIntervalSeconds = 2,
}: JobQueueOptions): Promise<JobQueue> {
  const inFlight = new Set<Promise<unknown>>();
  const execute = connectionFor(database);
  const boss = new PgBoss({
    db: {
      executeSql(text: string, values: unknown[]) {
        const query = execute(text, values);
        inFlight.add(query);
        const done = () => inFlight.delete(query);
        query.then(done, done);
        return query;
      },
    },
    // No cron: nothing is scheduled, and the timekeeper's own queue and timers would cost every start.
    schedule: false,
    ...RETRY,
  });
  boss.on("error", (error: unknown) => log.error("job queue error", { error: String(error) }));
  // pg-boss locks its own schema's creation, but a process that waited for that lock then fails on
  // the schema the first one made; ours is taken before its transaction begins.
  await oneProcessAtATime(database, () => boss.start());

  const queues = new Map<string, Promise<void>>();
  let creating: Promise<unknown> = Promise.resolve();
  /**
   * Each queue is created once ("short" policy: pg-boss keeps one queued job per singleton key); a
   * failed creation is tried again on the next call.
   */
  function ensureQueue(name: string): Promise<void> {
    let created = queues.get(name);
    if (!created) {
      // One creation at a time, here and across processes: pg-boss makes a table per queue, and two
      // creations at once on PostgreSQL deadlock (seen as a data export's 500 and a lost notification).
      created = creating.then(() =>
        oneProcessAtATime(database, () => boss.createQueue(name, { name, policy: "short" })),
      );
      creating = created.catch(() => undefined);
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  }

  let stopping = false;
  const failures = new Map<string, number>();
  const sending = new Set<Promise<string | null>>();
  const workers = new Map<string, Worker>();
  const intervalMs = pollingIntervalSeconds * 1000;
  /** Ends a worker's wait; one woken while it was fetching looks again before it waits. */
  const wake = (worker: Worker) => {
    worker.woken = true;
    worker.endWait();
  };

  /** One job at a time per queue and process; a job that throws is retried later by pg-boss. */
  async function runWorker<T extends object>(name: string, handler: (data: T) => Promise<void>, worker: Worker) {
    const idle = () =>
      new Promise<void>((resolve) => {
        if (worker.woken) return resolve();
        const timer = setTimeout(resolve, intervalMs);
        timer.unref();
        worker.endWait = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    while (!stopping) {
      worker.woken = false;
      // No queue is created here: a queue nothing was ever sent to has no jobs (and costs nothing).
      const job = await boss
        .fetch<T>(name)
        .then(([first]) => first)
        .catch((error: unknown) => {
          log.warn("job queue fetch failed", { queue: name, error: String(error) });
          return undefined;
        });
      if (!job) {
        if (!stopping) await idle();
        continue;
      }
      try {
        await handler(job.data);
        await boss.complete(name, job.id);
      } catch (error) {
        log.warn("job failed; it will be retried", { queue: name, jobId: job.id, error: String(error) });
        failures.set(name, (failures.get(name) ?? 0) + 1);
        // Marking it failed may fail too (the database away): pg-boss then expires and retries it.
        await boss
          .fail(name, job.id, { message: String(error) })
          .catch((failed: unknown) => log.error("job not marked failed", { jobId: job.id, error: String(failed) }));
      }
    }
  }

  async function sendJob(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    await ensureQueue(name);
    const due = options.startAfterSeconds ?? 0;
    const id = await boss.send(name, data, {
      // In a "short" queue a job without a key would be the one keyless job allowed: it gets its own.
      singletonKey: options.singletonKey ?? randomUUID(),
      ...(due > 0 ? { startAfter: due } : {}),
      ...(options.retryLimit === undefined ? {} : { retryLimit: options.retryLimit }),
    });
    // A job due now need not wait for this process's worker to poll.
    const worker = workers.get(name);
    if (id && due <= 0 && worker) wake(worker);
    return id;
  }

  return {
    send(name, data, options = {}) {
      // Tracked from the call: a send that is still creating its queue when `stop` starts is waited for.
      const sent = sendJob(name, data, options);
      sending.add(sent);
      const done = () => sending.delete(sent);
      sent.then(done, done);
      return sent;
    },

    async work(name, handler) {
      if (workers.has(name)) throw new Error(`A worker for ${name} is already registered`);
      const worker: Worker = { woken: false, endWait: () => undefined, done: Promise.resolve() };
      workers.set(name, worker);
      worker.done = runWorker(name, handler, worker).catch((error: unknown) =>
        log.error("job worker stopped", { queue: name, error: String(error) }),
      );
    },

    async depths() {
      // pg-boss's job states are an enum in this order: created, retry, active, completed, cancelled, failed.
      const { rows } = await execute(
        "select name, count(*)::int as waiting from pgboss.job where state < 'active' group by name",
        [],
      );
      return new Map((rows as { name: string; waiting: number }[]).map((row) => [row.name, row.waiting]));
    },

    failures: () => failures,

    async stop() {
      if (stopping) return;
      stopping = true;
      for (const worker of workers.values()) wake(worker);
      // The jobs being queued and those in hand finish first (within the grace period), then pg-boss's
      // own statements drain: the database closes after this resolves.
      const deadline = Date.now() + STOP_GRACE_MS;
      await within(Promise.allSettled([...sending]), deadline);
      await within(Promise.all([...workers.values()].map((worker) => worker.done)), deadline);
      await boss.stop({ graceful: false, close: false });
      await within(Promise.allSettled([...inFlight]), deadline);
    },
  };
}

type Worker = { woken: boolean; endWait: () => void; done: Promise<void> };

/** Waits for `promise`, but not past `deadline` (a time in ms). */
async function within(promise: Promise<unknown>, deadline: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
  await Promise.race([promise, late]);
  clearTimeout(timer);
}

type Execute = (text: string, values: unknown[] | undefined) => Promise<{ rows: unknown[] }>;

/** pg-boss's statements over the app's connection, whichever engine it is. */
function connectionFor(database: Database): Execute {
  const { pool, pglite } = database;
  if (pool) return (text, values) => pool.query(text, values);
  if (!pglite) throw new Error("The database has neither a PostgreSQL pool nor PGlite");
  return async (text, values) => {
    // pg-boss creates and migrates its schema in one text of many statements without parameters,
    // which only the simple protocol (exec) takes; every statement with parameters is a single one.
    if (!values || values.length === 0) return (await pglite.exec(text)).at(-1) ?? { rows: [] };
    return pglite.query(text, values);
  };
}
