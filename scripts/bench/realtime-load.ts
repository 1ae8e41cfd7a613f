// The realtime bench's measurement: members' sockets, one run of the open-loop sender, and one row of figures.
import { Agent } from "node:http";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { cpuShares, cpuSnapshot, createProcessMeter, machineNow } from "./realtime-meter";
import { IN_PROCESS, P99_LIMIT_MS, RATE, SECONDS, STEP_SECONDS, WARMUP_SECONDS, log, sleep } from "./realtime-options";
import { load, type Flight, type Outcome } from "./realtime-sender";
import type { Row, Target } from "./realtime-types";
import { fmt, percentile } from "./stats";

export type { Host, Member, Row, Target } from "./realtime-types";

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

/**
 * Opens the members' sockets once, warms up at the first rate, then measures each rate in turn: the
 * first for SECONDS, any after it for STEP_SECONDS, stopping after the first rate it fell behind (see
 * verdict). One row per rate measured.
 */
export async function measure(target: Target, rates: number[] = [RATE]): Promise<Row[]> {
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
    // A cold server (JIT, sessions and matches not yet cached, each conversation's first mail job)
    // may end the warm-up behind: the measured run starts only once that backlog is worked off.
    const warm = await load(target, agent, flights, "warm", rates[0]!, WARMUP_SECONDS, WARMUP_DRAIN_MS);
    log(
      `${target.engine}: warm-up ${warm.delivered}/${warm.sent} delivered, p99 ${fmt(percentile(warm.latencies, 99))} ms`,
    );
  }
  const rows: Row[] = [];
  try {
    for (const [step, rate] of rates.entries()) {
      flights = new Map();
      const row = await window(target, agent, flights, `run${step}`, rate, step === 0 ? SECONDS : STEP_SECONDS);
      rows.push(row);
      // Past the first rate it could not keep pace with, the backlog only grows: stop there.
      if (rates.length > 1 && String(row.verdict).startsWith(FELL_BEHIND)) break;
    }
  } finally {
    agent.destroy();
  }
  return rows;
}

/** How long the warm-up's backlog may take to clear before the measured run starts anyway. */
const WARMUP_DRAIN_MS = 30_000;

export const KEPT_UP = "kept up";
export const FELL_BEHIND = "fell behind";
/**
 * Whether one process kept up with a rate. It kept pace when every message was delivered, every POST
 * answered 201, and no more than 1 % of the POSTs were still unanswered a second after the last one
 * was due: past the rate a server sustains, its backlog grows for as long as the load lasts. It kept
 * up when it also held p99 end to end within P99_LIMIT_MS. A load generator that could not itself send
 * on schedule (under 95 % of the rate) says so instead.
 */
function verdict(outcome: Outcome, rate: number, p99: number): string {
  if (outcome.rate < rate * 0.95) return `generator behind (${outcome.rate.toFixed(0)}/s)`;
  if (outcome.backlog > outcome.sent / 100) return `${FELL_BEHIND}: ${outcome.backlog} unanswered after 1 s`;
  if (outcome.unanswered > 0) return `${FELL_BEHIND}: ${outcome.unanswered} unanswered`;
  if (outcome.lost > 0 || outcome.failed > 0) return `${FELL_BEHIND}: ${outcome.lost} lost, ${outcome.failed} not 201`;
  if (!(p99 <= P99_LIMIT_MS)) return `kept pace, p99 over ${P99_LIMIT_MS} ms`;
  return KEPT_UP;
}

/** One measured window at one rate: the row of figures. */
async function window(
  target: Target,
  agent: Agent,
  flights: Map<string, Flight>,
  phase: string,
  rate: number,
  seconds: number,
): Promise<Row> {
  const clientMeter = createProcessMeter("load-generator");
  await target.host.mark();
  await clientMeter.mark();
  const pids = { server: target.host.pid, database: target.host.databasePid };
  const cpuBefore = cpuSnapshot(pids);
  const outcome = await load(target, agent, flights, phase, rate, seconds);
  const cpuAfter = cpuSnapshot(pids);
  const server = await target.host.stats();
  const client = await clientMeter.stats();
  const cpu = cpuBefore && cpuAfter ? cpuShares(cpuBefore, cpuAfter) : undefined;
  if (process.env.BENCH_TIMELINE) logTimeline(target.engine, flights, server.published);
  // Delivery proper: from the server handing the committed message to its bus to the recipient's socket.
  const delivery: number[] = [];
  for (const [clientId, flight] of flights) {
    const publishedAt = server.published?.[clientId];
    if (publishedAt !== undefined && flight.arrivals > 0) delivery.push(flight.arrivedAt - publishedAt);
  }
  const percent = (share: number | undefined) => (share === undefined ? "-" : `${(share * 100).toFixed(0)}%`);
  const p99 = percentile(outcome.latencies, 99);
  // Server CPU per message, when it kept up (an overloaded server is still working off a backlog).
  const msPerMessage =
    cpu && !IN_PROCESS && outcome.unanswered === 0 ? (cpu.server * cpu.seconds * 1000) / outcome.sent : Number.NaN;
  const row = {
    engine: target.engine,
    members: target.members.length.toLocaleString("en-US"),
    rate,
    sent: outcome.sent,
    delivered: outcome.delivered,
    lost: outcome.lost,
    dup: outcome.duplicated,
    p50: fmt(percentile(outcome.latencies, 50)),
    p95: fmt(percentile(outcome.latencies, 95)),
    p99: fmt(p99),
    verdict: verdict(outcome, rate, p99),
    "delivery p50": fmt(percentile(delivery, 50)),
    "delivery p95": fmt(percentile(delivery, 95)),
    "delivery p99": fmt(percentile(delivery, 99)),
    "delivery p99/floor": "",
    // Where the time went (second table).
    "sent/s": outcome.rate.toFixed(0),
    "send lag p99": fmt(percentile(outcome.lag, 99)),
    "not 201": outcome.failed,
    unanswered: outcome.unanswered,
    "backlog at 1 s": outcome.backlog,
    "lost after 201": outcome.lostAfter201,
    "echo missing": outcome.echoMissing,
    "server cpu": IN_PROCESS ? "(in client)" : percent(cpu?.server),
    "server ms/msg": Number.isNaN(msPerMessage) ? "-" : msPerMessage.toFixed(2),
    "server loop p99/max": `${fmt(server.loopP99)}/${fmt(server.loopMax)}`,
    "db cpu": target.host.databasePid ? percent(cpu?.database) : "-",
    "client cpu": percent(cpu?.generator),
    "client loop p99/max": `${fmt(client.loopP99)}/${fmt(client.loopMax)}`,
    "other cpu": percent(cpu?.others),
    "load avg": loadavg()[0]!.toFixed(2),
    p50ms: percentile(outcome.latencies, 50),
    p99ms: p99,
    deliveryP99ms: percentile(delivery, 99),
    cpuMsPerMessage: msPerMessage,
  };
  log(
    `${target.engine} at ${rate}/s: ${outcome.delivered}/${outcome.sent} delivered, p99 ${fmt(p99)} ms, ${row.verdict}`,
  );
  return row;
}
