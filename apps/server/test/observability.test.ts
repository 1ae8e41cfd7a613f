import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ApiErrorBodySchema, ReadySchema } from "@kindred/contracts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/env";
import type { Database } from "../src/db/client";
import { createLogger } from "../src/lib/logger";
import { startServer, type RunningServer } from "../src/server";
import { createTestDatabase } from "./support/database";
import { matchedPair } from "./support/matched";
import { send } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket } from "./support/socket";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ METRICS_PORT: "0" });
});
afterAll(async () => {
  await server?.close();
});

const scrape = async () => {
  const response = await fetch(`${server.metricsUrl}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
};

/** A sample's value: the line of `name` whose labels include all of `labels` (0 when there is none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split("\n")) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

describe("Prometheus metrics", () => {
  it("are served on the metrics port, on this machine only, and never on the public one", async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new URL(server.metricsUrl!).port).not.toBe(String(server.port));
    const text = await scrape();
    expect(text).toContain("kindred_http_requests_total");
    expect(text).toContain("process_resident_memory_bytes");
    for (const publicPath of ["/metrics", "/api/metrics"]) {
      const response = await fetch(`${server.url}${publicPath}`);
      expect(await response.text()).not.toContain("kindred_");
    }
    expect((await fetch(`${server.metricsUrl}/anything`)).status).toBe(404);
    // PostgreSQL's pool is shown; PGlite, one connection in the process, has none to show.
    expect(text.includes("kindred_db_pool_connections")).toBe(server.databaseUrl !== undefined);
  });

  it("count a job run that threw, by its queue", async () => {
    await server.jobs.work("observability.fails", () => Promise.reject(new Error("Planned failure")));
    await server.jobs.send("observability.fails", {}, { retryLimit: 0 });
    await expect
      .poll(async () => sample(await scrape(), "kindred_job_failures_total", { queue: "observability.fails" }))
      .toBe(1);
  });

  it("count a request under its route pattern, not its raw path", async () => {
    const { a, b } = await matchedPair(server);
    const labels = { method: "GET", route: "/api/profiles/:id", status: "200" };
    const before = sample(await scrape(), "kindred_http_requests_total", labels);
    expect((await a.client.get(`/api/profiles/${b.id}`)).status).toBe(200);
    const text = await scrape();
    expect(sample(text, "kindred_http_requests_total", labels)).toBe(before + 1);
    expect(sample(text, "kindred_http_request_duration_seconds_count", labels)).toBe(before + 1);
    expect(text).not.toContain(b.id);
  });

  it("count a stored message once (a retried send is not a new one) and show its mail job waiting", async () => {
    const { a, matchId } = await matchedPair(server);
    const before = sample(await scrape(), "kindred_messages_sent_total");
    const sent = await send(a.client, matchId, "Counted");
    expect(sent.status).toBe(201);
    await send(a.client, matchId, "Counted", sent.body.message.clientId);
    expect(sample(await scrape(), "kindred_messages_sent_total")).toBe(before + 1);
    // The notification mail's job waits a minute (queued just after the answer).
    await expect
      .poll(async () => sample(await scrape(), "kindred_job_queue_depth", { queue: "notify.message" }))
      .toBeGreaterThan(0);
  });

  it("follow open sockets as one connects and closes", async () => {
    const { a } = await matchedPair(server);
    const before = sample(await scrape(), "kindred_realtime_open_sockets");
    const socket = await openSocket(server, a.client);
    expect(sample(await scrape(), "kindred_realtime_open_sockets")).toBe(before + 1);
    await socket.close();
    await expect.poll(async () => sample(await scrape(), "kindred_realtime_open_sockets")).toBe(before);
  });
});

describe("request ids", () => {
  it("answer a fresh X-Request-Id, ignoring a client's own without a trusted proxy", async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "planted-by-client" } });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const other = await fetch(`${server.url}/api/health`);
    expect(other.headers.get("x-request-id")).not.toBe(id);
  });
});

/** The database stops answering; the closes at the end of the file then find nothing left to stop. */
async function stopDatabase(database: Database & { url?: string }) {
  if (database.pglite) {
    await database.pglite.close();
    database.close = () => Promise.resolve();
    return;
  }
  // PostgreSQL goes away as a restarting server does: open connections are cut and new ones refused.
  // (Ending the pool would wait for the event bus's listening connection, which is never given back.)
  const url = new URL(database.url!);
  const name = url.pathname.slice(1);
  // From another database: PostgreSQL refuses to close the one a statement runs in.
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  await admin.query(`alter database ${name} allow_connections false`);
  await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  await admin.end();
}

describe("a server with a trusted proxy and its log captured", () => {
  let own: RunningServer;
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "kindred-data-"));
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      PASSWORD_HASH_LOG_N: "12",
      TRUST_PROXY: "1",
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    });
    const log = createLogger("info", (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    own = await startServer(config, { database, log });
  });
  afterAll(async () => {
    await own?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("has no metrics port unless METRICS_PORT is set", () => {
    expect(own.metricsUrl).toBeUndefined();
  });

  it("writes a request's id on the lines logged while serving it, and keeps a trusted proxy's id", async () => {
    const refused = await fetch(`${own.url}/api/likes`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(refused.status).toBe(403);
    const id = refused.headers.get("x-request-id");
    expect(id).toBeTruthy();
    expect(lines).toContainEqual(expect.objectContaining({ message: "cross-origin write refused", requestId: id }));

    const proxied = await fetch(`${own.url}/api/health`, { headers: { "x-request-id": "proxy-1234" } });
    expect(proxied.headers.get("x-request-id")).toBe("proxy-1234");
  });

  it("is ready while its database answers, and 503 with the error shape once it does not", async () => {
    const ready = await fetch(`${own.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(ReadySchema.parse(await ready.json())).toEqual({ status: "ready" });

    await stopDatabase(database);
    const down = await fetch(`${own.url}/api/ready`);
    expect(down.status).toBe(503);
    expect(ApiErrorBodySchema.parse(await down.json()).error.code).toBe("UNAVAILABLE");
    // Liveness is another question: the process still answers it (degraded).
    expect((await fetch(`${own.url}/api/health`)).status).toBe(503);
  });
});
