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
// (default "floor,pglite,postgres,postgres-2p"). On PostgreSQL the committing relay and one Kindred
// process then step up through BENCH_RATES (see realtime-options.ts) to find the rate at which one
// process stops keeping up; every Kindred row is printed as ratios to the committing relay at its rate.
import { cpus } from "node:os";
import { rowsFromThrowawayPostgres } from "./harness";
import { FELL_BEHIND, KEPT_UP, type Row } from "./realtime-load";
import {
  ENGINES,
  IN_PROCESS,
  P99_LIMIT_MS,
  RATE,
  SECONDS,
  STEP_SECONDS,
  WARMUP_SECONDS,
  log,
} from "./realtime-options";
import { floor, kindred, postgres } from "./realtime-targets";
import { table } from "./stats";

const rows: Row[] = [];
if (process.env.BENCH_CHILD === "postgres") {
  rows.push(...(await postgres(process.env.DATABASE_URL!)));
} else {
  if (ENGINES.includes("floor")) rows.push(...(await floor()));
  if (ENGINES.includes("pglite")) rows.push(...(await kindred("pglite")));
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
else report(rows);
process.exit(0);

function report(rows: Row[]) {
  // Each row against the floors' rows at the same rate (the bare relay runs at RATE only).
  const floorAt = (prefix: string, rate: unknown) =>
    rows.find((row) => String(row.engine).startsWith(prefix) && row.rate === rate);
  const ratio = (row: Row, floorRow: Row | undefined, key: string) =>
    typeof floorRow?.[key] === "number" && typeof row[key] === "number" && Number.isFinite(row[key])
      ? (row[key] / floorRow[key]).toFixed(2)
      : "-";
  for (const row of rows) {
    const bare = floorAt("floor (http", row.rate);
    const commit = floorAt("floor + commit", row.rate);
    row["p50/floor"] = ratio(row, bare, "p50ms");
    row["p99/floor"] = ratio(row, bare, "p99ms");
    row["p50/commit floor"] = ratio(row, commit, "p50ms");
    row["p99/commit floor"] = ratio(row, commit, "p99ms");
    row["commit floor ms/msg"] = commit?.["server ms/msg"] ?? "-";
    row["ms/msg / commit floor"] = ratio(row, commit, "cpuMsPerMessage");
    row["delivery p99/floor"] = ratio(row, bare, "deliveryP99ms");
  }
  const pick = (row: Row, columns: string[]) => Object.fromEntries(columns.map((column) => [column, row[column]!]));
  const main = ["engine", "members", "rate", "sent", "delivered", "lost", "dup", "p50", "p95", "p99", "verdict"];
  const ratios = [
    "engine",
    "rate",
    "p50/floor",
    "p99/floor",
    "p50/commit floor",
    "p99/commit floor",
    "server ms/msg",
    "commit floor ms/msg",
    "ms/msg / commit floor",
  ];
  const deliveryColumns = ["engine", "rate", "delivery p50", "delivery p95", "delivery p99", "delivery p99/floor"];
  const detail = [
    "engine",
    "rate",
    "sent/s",
    "send lag p99",
    "not 201",
    "unanswered",
    "backlog at 1 s",
    "lost after 201",
    "echo missing",
    "server cpu",
    "server ms/msg",
    "server loop p99/max",
    "db cpu",
    "client cpu",
    "client loop p99/max",
    "other cpu",
    "load avg",
  ];
  console.log(
    `\nRealtime: message latency, POST to the recipient's WebSocket, ms (${SECONDS} s at ${RATE}/s after ${WARMUP_SECONDS} s warm-up, then ${STEP_SECONDS} s at each higher rate until one process falls behind: over 1 % of the POSTs unanswered 1 s after the last was due, or any lost; "kept up" also holds p99 within ${P99_LIMIT_MS} ms; server ${IN_PROCESS ? "in the load generator's process" : "in its own process"})\n`,
  );
  console.log(table(rows.map((row) => pick(row, main))));
  console.log(
    `\nAgainst the floors at the same rate: the bare relay, and the relay that first commits each message to PostgreSQL; server CPU per message (ms), Kindred's and the committing relay's\n`,
  );
  console.log(table(rows.map((row) => pick(row, ratios))));
  console.log(
    `\nDelivery: from the server handing the committed message to its event bus (the floor: to its sockets) to the recipient's WebSocket, ms\n`,
  );
  console.log(table(rows.map((row) => pick(row, deliveryColumns))));
  console.log(
    `\nWhere the time went (cpu: share of one core over the measured run, ${cpus().length} cores in all; other: the rest of the machine; loop: event-loop delay, ms)\n`,
  );
  console.log(table(rows.map((row) => pick(row, detail))));
  // The rate at which one process stops keeping up, for each engine stepped.
  const engines = [...new Set(rows.map((row) => String(row.engine)))];
  const lines = engines.flatMap((engine) => {
    const series = rows.filter((row) => row.engine === engine);
    if (series.length < 2) return [];
    const highest = (rates: Row[]) =>
      rates.length > 0 ? `${Math.max(...rates.map((row) => Number(row.rate)))}/s` : "none";
    const paced = series.filter((row) => !String(row.verdict).startsWith(FELL_BEHIND));
    const failed = series.find((row) => String(row.verdict).startsWith(FELL_BEHIND));
    const stop = failed ? `fell behind at ${failed.rate}/s` : `kept pace with every rate tried`;
    const withinP99 = highest(series.filter((row) => row.verdict === KEPT_UP));
    return [`${engine}: kept pace up to ${highest(paced)}, ${stop}; p99 within ${P99_LIMIT_MS} ms up to ${withinP99}`];
  });
  if (lines.length > 0) console.log(`\nOne process under rising load\n\n${lines.join("\n")}`);
}
