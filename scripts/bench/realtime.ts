// npm run bench:realtime — N connected members (BENCH_MEMBERS / --members, default 1,000) in N/2 active
// matches send messages at a fixed open-loop rate (BENCH_RATE / --rate, default 500/s) for a while
// (BENCH_SECONDS / --seconds, default 10) through the real HTTP send, and we time each message from just
// before its POST to the recipient's WebSocket event. Kindred runs on PGlite (in-process event bus)
// and on PostgreSQL (LISTEN/NOTIFY; a throw-away server through pg_virtualenv when DATABASE_URL is not
// set), also as two server processes on one database with every message crossing from one to the
// other; a bare node:http + `ws` relay with the same sockets, rate and measurement is the floor, and
// the same relay committing each message to PostgreSQL first is the floor for a send that loses
// nothing. The server runs in its own process (BENCH_INPROCESS=1 runs it in this one), so the load
// generator's event loop never sits between the server and its sockets. BENCH_ENGINES picks rows
// (default "floor,pglite,postgres,postgres-2p").
import { randomBytes, randomInt } from "node:crypto";
import { Agent, request as httpRequest } from "node:http";
import { readFile } from "node:fs/promises";
import { cpus } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../../apps/server/src/db/client";
import { TestClient } from "../../apps/server/test/support/client";
import {
  cpuShares,
  cpuSnapshot,
  createProcessMeter,
  machineNow,
  spawnChild,
  type ProcessStats,
} from "./realtime-meter";
import { startBenchServer } from "./realtime-server";
import { rowsFromThrowawayPostgres } from "./harness";
import { fmt, percentile, table } from "./stats";
import { startFloor } from "./ws-floor";

const here = path.dirname(fileURLToPath(import.meta.url));
const option = (name: string, fallback: string) => {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return flag ? flag.slice(name.length + 3) : (process.env[`BENCH_${name.toUpperCase()}`] ?? fallback);
};
const MEMBERS = Number(option("members", "1000"));
const RATE = Number(option("rate", "500"));
/**
 * PGlite is one process with one connection, running PostgreSQL in WebAssembly on the server's own
 * event loop: on this 2-core machine it commits about 200 messages a second, so it is measured at a
 * rate it sustains (BENCH_PGLITE_RATE / --pglite_rate, default 100/s); a larger service runs on PostgreSQL.
 */
const PGLITE_RATE = Number(option("pglite_rate", "100"));
const SECONDS = Number(option("seconds", "10"));
const WARMUP_SECONDS = Number(option("warmup", "3"));
const ENGINES = option("engines", "floor,pglite,postgres,postgres-2p").split(",").filter(Boolean);
const IN_PROCESS = process.env.BENCH_INPROCESS === "1";
/** How long after the last send a message may still arrive before it counts as lost. */
const GRACE_MS = 5000;
if (!(MEMBERS >= 2 && MEMBERS % 2 === 0 && RATE > 0 && SECONDS > 0))
  throw new Error("members must be even and >= 2; rate and seconds > 0");

const log = (line: string) => console.error(`[bench:realtime] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Member = { key: string; cookie: string; partner: number; matchId: string; ws?: WebSocket; server?: number };
type Host = {
  /** The server's processes (this one when in-process) and the database server's, for CPU accounting. */
  pid: number | number[];
  databasePid?: number;
  mark: () => Promise<void>;
  stats: () => Promise<ProcessStats>;
  close: () => Promise<void>;
};
type Target = {
  engine: string;
  url: URL;
  members: Member[];
  socket: (member: Member) => { url: string; headers: Record<string, string> };
  send: (
    from: Member,
    to: Member,
    clientId: string,
    content: string,
  ) => { path: string; headers: Record<string, string>; body: string; url?: URL };
  host: Host;
};
/** One message in the air: sent at t0 (performance.now()), first seen at the recipient after `latency` ms. */
type Flight = {
  t0: number;
  from: number;
  to: number;
  arrivals: number;
  echoes: number;
  latency: number;
  /** machineNow() at the first arrival, to set against the server's publish time. */
  arrivedAt: number;
  status: number | undefined;
};
type Outcome = {
  sent: number;
  delivered: number;
  lost: number;
  duplicated: number;
  latencies: number[];
  /** POSTs answered with anything but 201 (or a network error). */
  failed: number;
  /** POSTs still unanswered when we stopped waiting. */
  unanswered: number;
  /** Messages the server accepted (201) that never reached the recipient: the realtime layer's own losses. */
  lostAfter201: number;
  echoMissing: number;
  lag: number[];
  rate: number;
};

/** Runs `fn` over items with at most `limit` at once. */
async function pool<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await fn(items[index]!, index);
      }
    }),
  );
}

/** Every member's socket, opened and past the server's {"type":"ready"}; events go to onEvent. */
async function connect(target: Target, onEvent: (member: number, data: string) => void) {
  await pool(target.members, 50, async (member, index) => {
    const { url, headers } = target.socket(member);
    const ws = new WebSocket(url, { headers, perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      ws.once("error", reject);
      ws.once("unexpected-response", (_request, response) =>
        reject(new Error(`socket refused: HTTP ${response.statusCode}`)),
      );
      ws.once("message", (data) => {
        const event = JSON.parse(String(data)) as { type: string };
        if (event.type === "ready") resolve();
        else reject(new Error(`expected ready, got ${event.type}`));
      });
    });
    ws.on("message", (data) => onEvent(index, String(data)));
    ws.on("error", (error) => log(`socket ${index}: ${String(error)}`));
    member.ws = ws;
  });
}

/**
 * Open loop: message i is due at start + i/rate whatever happened to the ones before, from a random
 * member to their match. Latency runs from just before the POST is written to the recipient's event.
 */
async function load(
  target: Target,
  agent: Agent,
  flights: Map<string, Flight>,
  phase: string,
  rate: number,
  seconds: number,
): Promise<Outcome> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const lag: number[] = [];
  let delivered = 0;
  let answered = 0;
  const { members } = target;
  const record = (flight: Flight, status: number) => {
    if (flight.status !== undefined) return;
    flight.status = status;
    answered += 1;
  };
  const send = (i: number, due: number) => {
    const from = randomInt(members.length);
    const to = members[from]!.partner;
    const clientId = `${phase}-${i.toString(36).padStart(8, "0")}`;
    const {
      path: sendPath,
      headers,
      body,
      url = target.url,
    } = target.send(members[from]!, members[to]!, clientId, `Bench message ${i}: hello there, how is your week going?`);
    const flight: Flight = {
      t0: 0,
      from,
      to,
      arrivals: 0,
      echoes: 0,
      latency: Number.NaN,
      arrivedAt: Number.NaN,
      status: undefined,
    };
    flights.set(clientId, flight);
    flight.t0 = performance.now();
    lag.push(flight.t0 - due);
    const req = httpRequest(
      { agent, host: url.hostname, port: url.port, method: "POST", path: sendPath, headers },
      (response) => {
        response.resume();
        response.on("end", () => record(flight, response.statusCode ?? 0));
      },
    );
    req.on("error", () => record(flight, 0));
    req.end(body);
  };
  const started = performance.now();
  let i = 0;
  await new Promise<void>((resolve) => {
    const pump = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - started) * rate) / 1000) + 1);
      for (; i < due; i++) send(i, started + (i * 1000) / rate);
      if (i >= total) resolve();
      else setTimeout(pump, 1);
    };
    pump();
  });
  const sendSeconds = (performance.now() - started) / 1000;
  // Arrivals are counted by the sockets' handler (see measure); wait for the stragglers.
  const deadline = performance.now() + GRACE_MS;
  const done = () => [...flights.values()].filter((flight) => flight.arrivals > 0).length;
  while (performance.now() < deadline && (done() < total || answered < total)) await sleep(20);
  await sleep(250); // late duplicates
  let duplicated = 0;
  let echoMissing = 0;
  let failed = 0;
  let lostAfter201 = 0;
  for (const flight of flights.values()) {
    if (flight.status !== undefined && flight.status !== 201) failed += 1;
    if (flight.status === 201 && flight.arrivals === 0) lostAfter201 += 1;
    if (flight.arrivals > 0) {
      delivered += 1;
      latencies.push(flight.latency);
    }
    duplicated += Math.max(0, flight.arrivals - 1);
    if (flight.echoes === 0) echoMissing += 1;
  }
  const unanswered = total - answered;
  return {
    sent: total,
    delivered,
    lost: total - delivered,
    duplicated,
    latencies,
    failed,
    unanswered,
    lostAfter201,
    echoMissing,
    lag,
    rate: total / sendSeconds,
  };
}

/** BENCH_TIMELINE=1: the slowest message of every 250 ms of the run, where it passed 10 ms (finds stalls). */
function logTimeline(engine: string, flights: Map<string, Flight>, published: Record<string, number> = {}) {
  const all = [...flights];
  const start = Math.min(...all.map(([, flight]) => flight.t0));
  const worst = new Map<number, [string, Flight]>();
  for (const entry of all) {
    const slot = Math.floor((entry[1].t0 - start) / 250);
    if (!(entry[1].latency <= (worst.get(slot)?.[1].latency ?? -1))) worst.set(slot, entry);
  }
  const slow = [...worst]
    .filter(([, [, flight]]) => flight.latency > 10)
    .map(([slot, [clientId, flight]]) => {
      const delivery = flight.arrivedAt - (published[clientId] ?? Number.NaN);
      return `${(slot / 4).toFixed(2)}s:${flight.latency.toFixed(0)}(${(flight.latency - delivery).toFixed(0)}+${delivery.toFixed(0)})`;
    });
  log(`${engine}: slowest message per 250 ms where over 10 ms, as (to publish + delivery): ${slow.join(" ") || "none"}`);
}

async function measure(target: Target, rate = RATE): Promise<Row> {
  let flights = new Map<string, Flight>();
  await connect(target, (member, data) => {
    const at = performance.now();
    const wall = machineNow();
    const event = JSON.parse(data) as { type: string; message?: { clientId: string } };
    if (event.type !== "message.created" || !event.message) return;
    const flight = flights.get(event.message.clientId);
    if (!flight) return;
    if (member === flight.to) {
      flight.arrivals += 1;
      if (flight.arrivals === 1) {
        flight.latency = at - flight.t0;
        flight.arrivedAt = wall;
      }
    } else if (member === flight.from) flight.echoes += 1;
  });
  log(`${target.engine}: ${target.members.length} sockets open`);
  await sleep(1000); // presence announcements settle
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  if (WARMUP_SECONDS > 0) {
    const warm = await load(target, agent, flights, "warm", rate, WARMUP_SECONDS);
    log(
      `${target.engine}: warm-up ${warm.delivered}/${warm.sent} delivered, p99 ${fmt(percentile(warm.latencies, 99))} ms`,
    );
  }
  flights = new Map();
  const clientMeter = createProcessMeter("load-generator");
  await target.host.mark();
  await clientMeter.mark();
  const pids = { server: target.host.pid, database: target.host.databasePid };
  const cpuBefore = cpuSnapshot(pids);
  const outcome = await load(target, agent, flights, "run", rate, SECONDS);
  const cpuAfter = cpuSnapshot(pids);
  const server = await target.host.stats();
  const client = await clientMeter.stats();
  agent.destroy();
  const cpu = cpuBefore && cpuAfter ? cpuShares(cpuBefore, cpuAfter) : undefined;
  if (process.env.BENCH_TIMELINE) logTimeline(target.engine, flights, server.published);
  // Delivery proper: from the server handing the committed message to its bus to the recipient's socket.
  const delivery: number[] = [];
  for (const [clientId, flight] of flights) {
    const publishedAt = server.published?.[clientId];
    if (publishedAt !== undefined && flight.arrivals > 0) delivery.push(flight.arrivedAt - publishedAt);
  }
  const percent = (share: number | undefined) => (share === undefined ? "-" : `${(share * 100).toFixed(0)}%`);
  log(
    `${target.engine}: ${outcome.delivered}/${outcome.sent} delivered, p99 ${fmt(percentile(outcome.latencies, 99))} ms`,
  );
  return {
    engine: target.engine,
    members: target.members.length.toLocaleString("en-US"),
    rate,
    sent: outcome.sent,
    delivered: outcome.delivered,
    lost: outcome.lost,
    dup: outcome.duplicated,
    p50: fmt(percentile(outcome.latencies, 50)),
    p95: fmt(percentile(outcome.latencies, 95)),
    p99: fmt(percentile(outcome.latencies, 99)),
    "delivery p50": fmt(percentile(delivery, 50)),
    "delivery p95": fmt(percentile(delivery, 95)),
    "delivery p99": fmt(percentile(delivery, 99)),
    "delivery p99/floor": "",
    // Where the time went (second table).
    "sent/s": outcome.rate.toFixed(0),
    "send lag p99": fmt(percentile(outcome.lag, 99)),
    "not 201": outcome.failed,
    unanswered: outcome.unanswered,
    "lost after 201": outcome.lostAfter201,
    "echo missing": outcome.echoMissing,
    "server cpu": IN_PROCESS ? "(in client)" : percent(cpu?.server),
    // Server CPU per message, when it kept up (an overloaded server is still working off a backlog).
    "server ms/msg":
      cpu && !IN_PROCESS && outcome.unanswered === 0
        ? ((cpu.server * cpu.seconds * 1000) / outcome.sent).toFixed(2)
        : "-",
    "server loop p99/max": `${fmt(server.loopP99)}/${fmt(server.loopMax)}`,
    "db cpu": target.host.databasePid ? percent(cpu?.database) : "-",
    "client cpu": percent(cpu?.generator),
    "client loop p99/max": `${fmt(client.loopP99)}/${fmt(client.loopMax)}`,
    "other cpu": percent(cpu?.others),
    p50ms: percentile(outcome.latencies, 50),
    p99ms: percentile(outcome.latencies, 99),
    deliveryP99ms: percentile(delivery, 99),
  };
}

type Row = Record<string, string | number>;

type KindredProcess = { url: string; publicUrl: string; host: Host; setup: (pairs: [string, string][]) => Promise<string[]> };

/** One Kindred server: in this process (BENCH_INPROCESS=1) or a child. */
async function startKindred(databaseUrl: string | undefined, databasePid: number | undefined, env: Record<string, string>): Promise<KindredProcess> {
  if (IN_PROCESS) {
    const server = await startBenchServer(databaseUrl);
    return { ...server, host: { pid: process.pid, databasePid, mark: server.mark, stats: server.stats, close: server.close } };
  }
  const child = spawnChild(path.join(here, "realtime-server.ts"), {
    ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const { url, publicUrl } = (await child.ready) as { url: string; publicUrl: string };
  return {
    url,
    publicUrl,
    setup: (pairs) => child.call<string[]>("setup", { pairs }),
    host: {
      pid: child.pid,
      databasePid,
      mark: () => child.call("mark"),
      stats: () => child.call<ProcessStats>("stats"),
      close: child.close,
    },
  };
}

/** Several server processes measured as one: CPU summed, event-loop figures the worst, publications merged. */
function combinedHost(hosts: Host[], databasePid: number | undefined): Host {
  return {
    pid: hosts.flatMap((host) => [host.pid].flat()),
    databasePid,
    mark: async () => void (await Promise.all(hosts.map((host) => host.mark()))),
    stats: async () => {
      const all = await Promise.all(hosts.map((host) => host.stats()));
      return {
        elu: Math.max(...all.map((stats) => stats.elu)),
        loopP99: Math.max(...all.map((stats) => stats.loopP99)),
        loopMax: Math.max(...all.map((stats) => stats.loopMax)),
        published: Object.assign({}, ...all.map((stats) => stats.published ?? {})) as Record<string, number>,
      };
    },
    close: async () => void (await Promise.all(hosts.map((host) => host.close()))),
  };
}

/**
 * Kindred on PGlite or PostgreSQL. With `processes` > 1 (PostgreSQL), that many servers share the
 * database and member i holds its socket on server i mod n and sends through it: every message then
 * reaches its recipient through another process, by NOTIFY.
 */
async function kindred(engine: "pglite" | "postgres", databaseUrl?: string, databasePid?: number, processes = 1): Promise<Row> {
  const secret = { BENCH_AUTH_SECRET: randomBytes(32).toString("base64url") };
  const servers: KindredProcess[] = [];
  for (let i = 0; i < processes; i++) servers.push(await startKindred(databaseUrl, databasePid, secret));
  const host = processes > 1 ? combinedHost(servers.map((server) => server.host), databasePid) : servers[0]!.host;
  const first = servers[0]!;
  const label = processes > 1 ? `${engine}, ${processes} processes` : engine;
  log(`${label}: server at ${servers.map((server) => server.url).join(", ")} (${IN_PROCESS ? "in this process" : "child process"}); signing up ${MEMBERS} members`);
  const signedUp: { id: string; cookie: string }[] = new Array(MEMBERS);
  const stamp = Date.now().toString(36);
  await pool(
    Array.from({ length: MEMBERS }, (_, i) => i),
    8,
    async (i) => {
      const client = new TestClient(first);
      const response = await client.signUp(`bench-${stamp}-${i}@bench.kindred.invalid`);
      if (response.status !== 200)
        throw new Error(`sign-up ${i}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
      const { id } = (await client.get<{ id: string }>("/api/me")).body;
      signedUp[i] = { id, cookie: client.cookieHeader };
    },
  );
  const pairs = Array.from(
    { length: MEMBERS / 2 },
    (_, k) => [signedUp[2 * k]!.id, signedUp[2 * k + 1]!.id] as [string, string],
  );
  const matchIds = await first.setup(pairs);
  const members: Member[] = signedUp.map((m, i) => ({
    key: m.id,
    cookie: m.cookie,
    partner: i ^ 1,
    matchId: matchIds[i >> 1]!,
    server: i % processes,
  }));
  const serverOf = (member: Member) => servers[member.server ?? 0]!;
  try {
    const row = await measure(
      {
        engine: label,
        url: new URL(first.url),
        members,
        socket: (member) => ({
          url: `${serverOf(member).url.replace(/^http/, "ws")}/api/realtime`,
          headers: { cookie: member.cookie, origin: serverOf(member).publicUrl },
        }),
        send: (from, _to, clientId, content) => {
          const body = JSON.stringify({ clientId, content });
          return {
            url: new URL(serverOf(from).url),
            path: `/api/conversations/${from.matchId}/messages`,
            headers: {
              cookie: from.cookie,
              origin: serverOf(from).publicUrl,
              "content-type": "application/json",
              "content-length": String(Buffer.byteLength(body)),
            },
            body,
          };
        },
        host,
      },
      engine === "pglite" ? PGLITE_RATE : RATE,
    );
    // Across processes the NOTIFY leaves at commit, often before the sending process has the statement's
    // answer and hands the event to its own bus: "delivery" has no common start, so only end to end counts.
    if (processes > 1) Object.assign(row, { "delivery p50": "-", "delivery p95": "-", "delivery p99": "-", deliveryP99ms: "-" });
    return row;
  } finally {
    // The servers first (they drop their sockets without presence work), then our ends.
    await host.close();
    for (const member of members) member.ws?.terminate();
  }
}

/** The bare relay; given a database URL, the relay that first commits each message there. */
async function floor(databaseUrl?: string, databasePid?: number): Promise<Row> {
  let url: string;
  let host: Host;
  if (IN_PROCESS) {
    const relay = await startFloor(databaseUrl);
    url = relay.url;
    host = { pid: process.pid, databasePid, mark: relay.mark, stats: relay.stats, close: relay.close };
  } else {
    const child = spawnChild(path.join(here, "ws-floor.ts"), { BENCH_FLOOR_DATABASE_URL: databaseUrl ?? "" });
    ({ url } = (await child.ready) as { url: string });
    host = {
      pid: child.pid,
      databasePid,
      mark: () => child.call("mark"),
      stats: () => child.call<ProcessStats>("stats"),
      close: child.close,
    };
  }
  const members: Member[] = Array.from({ length: MEMBERS }, (_, i) => ({
    key: `m${i}`,
    cookie: "",
    partner: i ^ 1,
    matchId: "",
  }));
  const wsUrl = url.replace(/^http/, "ws");
  try {
    return await measure({
      engine: databaseUrl ? "floor + commit (postgres)" : "floor (http + ws)",
      url: new URL(url),
      members,
      socket: (member) => ({ url: `${wsUrl}/?member=${member.key}`, headers: {} }),
      send: (from, to, clientId, content) => {
        const body = JSON.stringify({ from: from.key, to: to.key, clientId, content });
        return {
          path: "/send",
          headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
          body,
        };
      },
      host,
    });
  } finally {
    // The server first (it drops its sockets without presence work), then our ends.
    await host.close();
    for (const member of members) member.ws?.terminate();
  }
}

/** Kindred on PostgreSQL, and (with the floor) the relay that commits each message to the same server. */
async function postgres(url: string): Promise<Row[]> {
  const name = "kindred_bench_realtime";
  const admin = await openDatabase({ engine: "postgres", url });
  await admin.db.execute(`drop database if exists ${name} with (force)`);
  await admin.db.execute(`create database ${name}`);
  // The postmaster's pid, to count the database server's CPU (needs a superuser, as pg_virtualenv's).
  const databasePid = await queryRows<{ setting: string }>(
    admin.db,
    sql`select setting from pg_settings where name = 'data_directory'`,
  )
    .then(async ([row]) => Number((await readFile(path.join(row!.setting, "postmaster.pid"), "utf8")).split("\n")[0]))
    .catch(() => undefined);
  await admin.close();
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    const rows = ENGINES.includes("floor") ? [await floor(target.toString(), databasePid)] : [];
    if (ENGINES.includes("postgres")) rows.push(await kindred("postgres", target.toString(), databasePid));
    if (ENGINES.includes("postgres-2p")) rows.push(await kindred("postgres", target.toString(), databasePid, 2));
    return rows;
  } finally {
    const cleanup = await openDatabase({ engine: "postgres", url });
    await cleanup.db.execute(`drop database if exists ${name} with (force)`);
    await cleanup.close();
  }
}

const rows: Row[] = [];
if (process.env.BENCH_CHILD === "postgres") {
  rows.push(...(await postgres(process.env.DATABASE_URL!)));
} else {
  if (ENGINES.includes("floor")) rows.push(await floor());
  if (ENGINES.includes("pglite")) rows.push(await kindred("pglite"));
  if (ENGINES.includes("postgres") || ENGINES.includes("postgres-2p")) {
    if (process.env.DATABASE_URL) rows.push(...(await postgres(process.env.DATABASE_URL)));
    else {
      // Re-run this script for PostgreSQL inside a throw-away server.
      log("postgres: starting a throw-away PostgreSQL (pg_virtualenv)");
      rows.push(...rowsFromThrowawayPostgres("scripts/bench/realtime.ts", process.argv.slice(2)));
    }
  }
}

if (process.env.BENCH_JSON) console.log(`BENCH_ROWS ${JSON.stringify(rows)}`);
else {
  const bareFloor = rows.find((row) => row.engine === "floor (http + ws)");
  const commitFloor = rows.find((row) => String(row.engine).startsWith("floor + commit"));
  const ratio = (row: Row, floorRow: Row | undefined, key: string) =>
    typeof floorRow?.[key] === "number" && typeof row[key] === "number" ? (row[key] / floorRow[key]).toFixed(2) : "-";
  for (const row of rows) {
    row["p50/floor"] = ratio(row, bareFloor, "p50ms");
    row["p99/floor"] = ratio(row, bareFloor, "p99ms");
    row["p50/commit floor"] = ratio(row, commitFloor, "p50ms");
    row["p99/commit floor"] = ratio(row, commitFloor, "p99ms");
    row["delivery p99/floor"] = ratio(row, bareFloor, "deliveryP99ms");
  }
  const pick = (row: Row, columns: string[]) => Object.fromEntries(columns.map((column) => [column, row[column]!]));
  const main = ["engine", "members", "rate", "sent", "delivered", "lost", "dup", "p50", "p95", "p99"];
  const ratios = ["engine", "p50/floor", "p99/floor", "p50/commit floor", "p99/commit floor"];
  const deliveryColumns = ["engine", "delivery p50", "delivery p95", "delivery p99", "delivery p99/floor"];
  const detail = [
    "engine",
    "sent/s",
    "send lag p99",
    "not 201",
    "unanswered",
    "lost after 201",
    "echo missing",
    "server cpu",
    "server ms/msg",
    "server loop p99/max",
    "db cpu",
    "client cpu",
    "client loop p99/max",
    "other cpu",
  ];
  console.log(
    `\nRealtime: message latency, POST to the recipient's WebSocket, ms (${SECONDS} s at the rate shown after ${WARMUP_SECONDS} s warm-up; server ${IN_PROCESS ? "in the load generator's process" : "in its own process"})\n`,
  );
  console.log(table(rows.map((row) => pick(row, main))));
  console.log(`\nAgainst the floors: the bare relay, and the relay that first commits each message to PostgreSQL\n`);
  console.log(table(rows.map((row) => pick(row, ratios))));
  console.log(
    `\nDelivery: from the server handing the committed message to its event bus (the floor: to its sockets) to the recipient's WebSocket, ms\n`,
  );
  console.log(table(rows.map((row) => pick(row, deliveryColumns))));
  console.log(
    `\nWhere the time went (cpu: share of one core over the measured run, ${cpus().length} cores in all; other: the rest of the machine; loop: event-loop delay, ms)\n`,
  );
  console.log(table(rows.map((row) => pick(row, detail))));
}
process.exit(0);
