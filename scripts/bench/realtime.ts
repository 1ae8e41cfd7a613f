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
import { cpus } from "node:os";
import { rowsFromThrowawayPostgres } from "./harness";
import type { Row } from "./realtime-load";
import { ENGINES, IN_PROCESS, SECONDS, WARMUP_SECONDS, log } from "./realtime-options";
import { floor, kindred, postgres } from "./realtime-targets";
import { table } from "./stats";

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
