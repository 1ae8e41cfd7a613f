// The realtime bench's measurement: members' sockets, one run of the open-loop sender, and one row of figures.
import { Agent } from "node:http";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { cpuShares, cpuSnapshot, createProcessMeter, machineNow } from "./realtime-meter";
import { IN_PROCESS, RATE, SECONDS, WARMUP_SECONDS, log, sleep } from "./realtime-options";
import { load, type Flight } from "./realtime-sender";
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
