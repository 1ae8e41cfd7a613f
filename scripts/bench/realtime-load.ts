// The realtime bench's measurement: members' sockets, the open-loop sender, and one row of figures.
import { randomInt } from "node:crypto";
import { Agent, request as httpRequest } from "node:http";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { cpuShares, cpuSnapshot, createProcessMeter, machineNow, type ProcessStats } from "./realtime-meter";
import { GRACE_MS, IN_PROCESS, RATE, SECONDS, WARMUP_SECONDS, log, sleep } from "./realtime-options";
import { fmt, percentile } from "./stats";

/** One row of the printed tables. */
export type Row = Record<string, string | number>;

export type Member = { key: string; cookie: string; partner: number; matchId: string; ws?: WebSocket; server?: number };
export type Host = {
  /** The server's processes (this one when in-process) and the database server's, for CPU accounting. */
  pid: number | number[];
  databasePid?: number;
  mark: () => Promise<void>;
  stats: () => Promise<ProcessStats>;
  close: () => Promise<void>;
};
export type Target = {
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
export type Flight = {
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
export type Outcome = {
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
export async function pool<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>) {
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
export async function connect(target: Target, onEvent: (member: number, data: string) => void) {
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
  log(
    `${engine}: slowest message per 250 ms where over 10 ms, as (to publish + delivery): ${slow.join(" ") || "none"}`,
  );
}

export async function measure(target: Target, rate = RATE): Promise<Row> {
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
