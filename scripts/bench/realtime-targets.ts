// What the realtime bench measures: Kindred (PGlite, PostgreSQL, two processes on PostgreSQL) and the floors.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../../apps/server/src/db/client";
import { TestClient } from "../../apps/server/test/support/client";
import { measure, pool, type Host, type Member, type Row } from "./realtime-load";
import { spawnChild, type ProcessStats } from "./realtime-meter";
import { ENGINES, IN_PROCESS, MEMBERS, PGLITE_RATE, RATE, SERIES, log } from "./realtime-options";
import { startBenchServer } from "./realtime-server";
import { startFloor } from "./ws-floor";

const here = path.dirname(fileURLToPath(import.meta.url));

type KindredProcess = {
  url: string;
  publicUrl: string;
  host: Host;
  setup: (pairs: [string, string][]) => Promise<string[]>;
};

/** One Kindred server: in this process (BENCH_INPROCESS=1) or a child. */
async function startKindred(
  databaseUrl: string | undefined,
  databasePid: number | undefined,
  env: Record<string, string>,
): Promise<KindredProcess> {
  if (IN_PROCESS) {
    const server = await startBenchServer(databaseUrl);
    return {
      ...server,
      host: { pid: process.pid, databasePid, mark: server.mark, stats: server.stats, close: server.close },
    };
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
export async function kindred(
  engine: "pglite" | "postgres",
  databaseUrl?: string,
  databasePid?: number,
  processes = 1,
  rates = [RATE],
): Promise<Row[]> {
  const secret = { BENCH_AUTH_SECRET: randomBytes(32).toString("base64url") };
  const servers: KindredProcess[] = [];
  for (let i = 0; i < processes; i++) servers.push(await startKindred(databaseUrl, databasePid, secret));
  const host =
    processes > 1
      ? combinedHost(
          servers.map((server) => server.host),
          databasePid,
        )
      : servers[0]!.host;
  const first = servers[0]!;
  const label = processes > 1 ? `${engine}, ${processes} processes` : engine;
  log(
    `${label}: server at ${servers.map((server) => server.url).join(", ")} (${IN_PROCESS ? "in this process" : "child process"}); signing up ${MEMBERS} members`,
  );
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
    const rows = await measure(
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
      engine === "pglite" ? [PGLITE_RATE] : rates,
    );
    // Across processes the recipient's process hears the event by NOTIFY, on another clock than the
    // sender's publish: "delivery" has no common start there, so only end to end counts.
    if (processes > 1)
      for (const row of rows)
        Object.assign(row, { "delivery p50": "-", "delivery p95": "-", "delivery p99": "-", deliveryP99ms: "-" });
    return rows;
  } finally {
    // The servers first (they drop their sockets without presence work), then our ends.
    await host.close();
    for (const member of members) member.ws?.terminate();
  }
}

/** The bare relay; given a database URL, the relay that first commits each message there. */
export async function floor(databaseUrl?: string, databasePid?: number, rates = [RATE]): Promise<Row[]> {
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
    return await measure(
      {
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
      },
      rates,
    );
  } finally {
    // The server first (it drops its sockets without presence work), then our ends.
    await host.close();
    for (const member of members) member.ws?.terminate();
  }
}

/** Kindred on PostgreSQL, and (with the floor) the relay that commits each message to the same server. */
export async function postgres(url: string): Promise<Row[]> {
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
    // The committing relay and one Kindred process take the stepped series; two processes the one rate.
    const rows = ENGINES.includes("floor") ? await floor(target.toString(), databasePid, SERIES) : [];
    if (ENGINES.includes("postgres"))
      rows.push(...(await kindred("postgres", target.toString(), databasePid, 1, SERIES)));
    if (ENGINES.includes("postgres-2p")) rows.push(...(await kindred("postgres", target.toString(), databasePid, 2)));
    return rows;
  } finally {
    const cleanup = await openDatabase({ engine: "postgres", url });
    await cleanup.db.execute(`drop database if exists ${name} with (force)`);
    await cleanup.close();
  }
}
