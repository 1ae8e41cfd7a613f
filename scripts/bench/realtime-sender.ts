// The realtime bench's open-loop sender: messages at a fixed rate, each one followed from its POST to its arrival.
import { randomInt } from "node:crypto";
import { request as httpRequest, type Agent } from "node:http";
import { performance } from "node:perf_hooks";
import { GRACE_MS, sleep } from "./realtime-options";
import type { Target } from "./realtime-types";

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
  /** POSTs still unanswered a second after the last one was due: a server that keeps pace has none. */
  backlog: number;
  /** Messages the server accepted (201) that never reached the recipient: the realtime layer's own losses. */
  lostAfter201: number;
  echoMissing: number;
  lag: number[];
  rate: number;
};

/**
 * Open loop: message i is due at start + i/rate whatever happened to the ones before, from a random
 * member to their match. Latency runs from just before the POST is written to the recipient's event.
 */
export async function load(
  target: Target,
  agent: Agent,
  flights: Map<string, Flight>,
  phase: string,
  rate: number,
  seconds: number,
  graceMs = GRACE_MS,
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
  let backlog = -1;
  const backlogTimer = setTimeout(() => (backlog = total - answered), 1000);
  // Arrivals are counted by the sockets' handler (see measure); wait for the stragglers.
  const deadline = performance.now() + graceMs;
  const done = () => [...flights.values()].filter((flight) => flight.arrivals > 0).length;
  while (performance.now() < deadline && (done() < total || answered < total)) await sleep(20);
  clearTimeout(backlogTimer);
  if (backlog < 0) backlog = total - answered; // all answered (or waited for) within the second
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
    backlog,
    lostAfter201,
    echoMissing,
    lag,
    rate: total / sendSeconds,
  };
}
