import { existsSync } from "node:fs";
import type { Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { createApp } from "./app";
import { scheduleSnapshots } from "./backup/schedule";
import { closeHttpServer } from "./http/close-http-server";
import { answerClientErrors } from "./http/client-error";
import type { Config } from "./config/env";
import { resolveAuthSecret } from "./config/secret";
import { resolveVapidKeys } from "./config/vapid";
import { openDatabase, type Database } from "./db/client";
import { createJobQueue, type JobQueue } from "./jobs/queue";
import { createLogger, type Logger } from "./lib/logger";
import { createRateLimiter } from "./lib/rate-limiter";
import { createAuth } from "./modules/auth/auth";
import { createAdminRepository } from "./modules/admin/admin.repository";
import { createAdminService } from "./modules/admin/admin.service";
import { createDemoRepository } from "./modules/demo/demo.repository";
import type { DemoSeedOptions } from "./modules/demo/demo.service";
import { seedDemoInChildProcess } from "./modules/demo/seed-process";
import { createMailer, startMailRetries } from "./modules/mail/mailer";
import { createMetrics } from "./modules/metrics/metrics";
import { startMetricsServer, type MetricsServer } from "./modules/metrics/metrics-server";
import { createRealtime, type Realtime } from "./modules/realtime/realtime";
import { createBlobStore } from "./storage";
import { WebSocketServer } from "ws";
import { REALTIME_MAX_FRAME_BYTES } from "@kindred/contracts";

export type RunningServer = {
  /** Where tests connect. */
  url: string;
  /** The origin browsers use; auth checks the Origin header against it. */
  publicUrl: string;
  port: number;
  database: Database;
  log: Logger;
  /** The event bus, hub and presence (benchmarks time what goes through the bus). */
  realtime: Realtime;
  /** The durable job queue (pg-boss) in the same database. */
  jobs: JobQueue;
  /** Where Prometheus scrapes `GET /metrics` (METRICS_PORT set), apart from the public port. */
  metricsUrl?: string;
  /** Every route the app serves, with its full path (tests check that each admin route is guarded). */
  routes: { method: string; path: string }[];
  /** The app without a socket in between: the fuzzer's thousands of cases, in-process. */
  handle: (request: Request) => Response | Promise<Response>;
  close: () => Promise<void>;
};

/** Opens the database (migrating it), wires the services and starts listening. */
export async function startServer(
  config: Config,
  /**
   * realtimeHeartbeatMs: how often sockets' sessions and presence are re-checked; jobPollingSeconds:
   * how often idle job workers look for due jobs; messageMailDelaySeconds: how long a message waits
   * before its notification mail (tests shorten all three).
   */
  options: {
    database?: Database;
    log?: Logger;
    realtimeHeartbeatMs?: number;
    jobPollingSeconds?: number;
    messageMailDelaySeconds?: number;
    /** What the demo seed plants, when config.seedDemo (tests seed one city without portraits). */
    demoSeed?: DemoSeedOptions;
    /** How long a session read answers without a query (tests that prove revocations lengthen it). */
    sessionCacheMs?: number;
    /** How long a mail the SMTP server refused waits before it is tried again (tests shorten it). */
    mailRetryAfterSeconds?: number;
    /** How long a message's push waits for the rest of a burst (2 s), and a failed device's retry (30 s). */
    pushMessageDelaySeconds?: number;
    pushRetryAfterSeconds?: number;
  } = {},
): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  if (config.NODE_ENV === "production" && config.SEED_DEMO)
    log.warn("SEED_DEMO is ignored: a production instance (NODE_ENV=production) never gets the demo community");
  if (options.database) await options.database.migrate();
  const database = options.database ?? (await openSeededDatabase(config, log, options.demoSeed));
  const jobs = await createJobQueue({ database, log, pollingIntervalSeconds: options.jobPollingSeconds });
  // Before auth and roles: session revocations and role changes are published on its bus.
  const realtime = await createRealtime(database, log, { heartbeatMs: options.realtimeHeartbeatMs });
  const metrics =
    config.METRICS_PORT === undefined
      ? undefined
      : createMetrics({ database, jobs, openSockets: () => realtime.hub.socketCount() });
  const roles = createAdminService(createAdminRepository(database.db), { bus: realtime.bus, log });
  await roles.promoteAdminEmails(config.ADMIN_EMAILS);
  if (config.seedDemo && options.database) {
    // A database handed in stays the caller's: seeded here, over its connection.
    const { seedDemoIfEmpty } = await import("./modules/demo/demo.service");
    await seedDemoIfEmpty(
      { repo: createDemoRepository(database.db), store: createBlobStore(config), log },
      options.demoSeed,
    );
  }

  // Listen first so that PORT=0 (tests) knows its port before auth is told its public URL.
  let fetch: (request: Request, env: unknown) => Response | Promise<Response> = () =>
    new Response("Starting", { status: 503 });
  // Frames over the limit close the socket (1009) before they are buffered whole.
  const wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_MAX_FRAME_BYTES });
  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve(
      {
        fetch: (request, env) => fetch(request, env),
        port: config.PORT,
        hostname: config.HOST,
        websocket: { server: wss },
      },
      () => resolve(listening),
    );
  });
  // Keep idle connections longer than clients and load balancers do (60 s is common), so a client
  // never sends on a socket the server is closing at that moment (ECONNRESET on a reused connection).
  const http = server as HttpServer;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  answerClientErrors(http);
  const port = (server.address() as AddressInfo).port;
  const resolved: Config = {
    ...config,
    PORT: port,
    publicUrl: config.PUBLIC_URL ? config.publicUrl : `http://localhost:${port}`,
  };

  let draining = false;
  const secret = await resolveAuthSecret(config.AUTH_SECRET, config.dataDir);
  const vapid = await resolveVapidKeys(
    { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY },
    config.dataDir,
    config.VAPID_SUBJECT ?? `mailto:${config.site.supportEmail}`,
  );
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log,
    jobs,
    retryAfterSeconds: options.mailRetryAfterSeconds,
  });
  await startMailRetries(jobs, mailer);
  const limiter = createRateLimiter(database.db, config.RATE_LIMIT_SCALE);
  const auth = createAuth({ config: resolved, db: database.db, roles, mailer, log, secret, bus: realtime.bus });
  const app = createApp({
    config: resolved,
    database,
    log,
    auth,
    limiter,
    realtime,
    secret,
    mailer,
    jobs,
    messageMailDelaySeconds: options.messageMailDelaySeconds,
    vapid,
    pushMessageDelaySeconds: options.pushMessageDelaySeconds,
    pushRetryAfterSeconds: options.pushRetryAfterSeconds,
    sessionCacheMs: options.sessionCacheMs,
    metrics,
    draining: () => draining,
  });
  fetch = app.fetch;
  await scheduleSnapshots({ config, database, jobs, log });
  let metricsServer: MetricsServer | undefined;
  if (metrics && config.METRICS_PORT !== undefined)
    metricsServer = await startMetricsServer(metrics.registry, {
      port: config.METRICS_PORT,
      host: config.METRICS_HOST,
      log,
    });

  return {
    url: `http://127.0.0.1:${port}`,
    publicUrl: resolved.publicUrl,
    port,
    database,
    log,
    realtime,
    jobs,
    metricsUrl: metricsServer?.url,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    handle: (request: Request) => app.fetch(request),
    close: async () => {
      // The drain (SIGTERM): stop accepting and tell a balancer we are going (readiness 503, and every
      // answer from now on closes its connection); sockets are asked to reconnect, to another process;
      // requests in flight finish (each may still publish on the bus and queue a job); running jobs
      // finish; then the bus and the database close.
      draining = true;
      const httpClosed = closeHttpServer(http);
      await realtime.hub.close();
      await closeSockets(wss);
      await httpClosed;
      await jobs.stop();
      await realtime.close();
      await metricsServer?.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * The configured database, migrated, with the demo community seeded first when config.seedDemo and it
 * has no members. The seed runs in its own short-lived process (seed-process.ts), so none of the memory
 * it grows stays with the server; PGlite takes one connection, so the server opens it only afterwards.
 */
async function openSeededDatabase(config: Config, log: Logger, demoSeed?: DemoSeedOptions): Promise<Database> {
  const dbDir = path.join(config.dataDir, "db");
  const open = async () => {
    const database = config.DATABASE_URL
      ? await openDatabase({ engine: "postgres", url: config.DATABASE_URL })
      : await openDatabase({ engine: "pglite", dataDir: dbDir });
    await database.migrate();
    return database;
  };
  const seed = async () => {
    log.info("seeding the demo community");
    await seedDemoInChildProcess(config, dbDir, demoSeed);
  };
  // A new embedded database: the child creates it too (initdb's memory included), the server opens it after.
  if (config.seedDemo && !config.DATABASE_URL && !existsSync(path.join(dbDir, "PG_VERSION"))) await seed();
  const database = await open();
  if (!config.seedDemo || (await createDemoRepository(database.db).memberCount()) > 0) return database;
  if (database.engine === "postgres") {
    await seed();
    return database;
  }
  await database.close();
  await seed();
  return open();
}

/** Waits for sockets asked to close to finish their closing handshake, then cuts any that have not. */
async function closeSockets(wss: WebSocketServer, graceMs = 2_000): Promise<void> {
  const open = [...wss.clients].filter((client) => client.readyState !== client.CLOSED);
  const deadline = setTimeout(() => {
    for (const client of open) client.terminate();
  }, graceMs);
  await Promise.all(open.map((client) => new Promise((resolve) => client.once("close", resolve))));
  clearTimeout(deadline);
}
