// The production topology on one machine, all on loopback: an S3 server, an SMTP server, two Kindred
// processes in production mode on one PostgreSQL (DATABASE_URL, from scripts/with-postgres.sh), and
// Debian's Caddy in front with its own local CA, running deploy/Caddyfile itself.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import https from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../apps/server/test/support/free-port";
import { startS3Server } from "../../apps/server/test/support/s3";
import { startSmtpCapture } from "../../apps/server/test/support/smtp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DEPLOY_CADDYFILE = path.join(ROOT, "deploy/Caddyfile");
const CADDY = "/usr/bin/caddy";
export const BUCKET = "kindred-smoke";

/** How an app process starts: the compiled server once `npm run build` made it, else the source. */
const COMPILED_MAIN = path.join(ROOT, "apps/server/dist/main.js");
const SERVER_ARGS = existsSync(COMPILED_MAIN)
  ? ["--enable-source-maps", COMPILED_MAIN]
  : ["--import", "tsx", path.join(ROOT, "apps/server/src/main.ts")];

export type Topology = Awaited<ReturnType<typeof startTopology>>;

/**
 * Starts everything, in `dir` (a temporary folder the caller removes). `stop` ends what was started,
 * also when the start itself failed part-way (it is handed over first, through `onStop`).
 */
export async function startTopology(dir: string, adminEmail: string, onStop: (stop: () => Promise<void>) => void) {
  const stops: (() => Promise<unknown>)[] = [];
  const logs: string[] = [];
  onStop(async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(String(error)));
  });

  const s3 = await startS3Server([BUCKET]);
  stops.push(s3.close);
  const smtp = await startSmtpCapture();
  stops.push(smtp.close);

  const port = portPicker();
  const [portA, portB, httpsPort, pinnedA, pinnedB, httpPort] = [
    await port(),
    await port(),
    await port(),
    await port(),
    await port(),
    await port(),
  ];
  const publicUrl = `https://127.0.0.1:${httpsPort}`;
  const appEnv = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl(),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: "1",
    AUTH_SECRET: randomBytes(32).toString("base64"),
    SMTP_URL: smtp.url,
    ADMIN_EMAILS: adminEmail,
    LOG_LEVEL: "warn",
    ...s3.env(),
  };
  const startApp = async (name: string, port: number) => {
    const dataDir = path.join(dir, `app-${name}`);
    await mkdir(dataDir);
    const log = path.join(dir, `app-${name}.log`);
    logs.push(log);
    const child = spawnLogged(process.execPath, SERVER_ARGS, log, {
      PATH: process.env.PATH ?? "",
      ...appEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
    });
    stops.push(() => stopChild(child));
    await waitFor(`app process ${name}`, child, log, () => ready(`http://127.0.0.1:${port}/api/ready`));
    return port;
  };
  // Side by side on an empty database, as systemd starts kindred@3001 and kindred@3002.
  await Promise.all([startApp("A", portA), startApp("B", portB)]);

  const caddyDir = path.join(dir, "caddy");
  await mkdir(caddyDir);
  const caddyEnv = {
    PATH: process.env.PATH ?? "",
    HOME: caddyDir,
    XDG_DATA_HOME: path.join(caddyDir, "data"),
    XDG_CONFIG_HOME: path.join(caddyDir, "config"),
    KINDRED_DOMAIN: publicUrl,
    KINDRED_UPSTREAMS: `127.0.0.1:${portA} 127.0.0.1:${portB}`,
  };
  // The operator's file as shipped, plus one site per process (same upstream settings) so a request
  // can be sent to a chosen process, through Caddy still. Caddy's CA and certificates stay in caddyDir.
  const pinned = (port: number, app: number) =>
    `https://127.0.0.1:${port} {\n\treverse_proxy 127.0.0.1:${app} {\n\t\timport kindred_upstream\n\t}\n}\n`;
  const caddyfile = path.join(caddyDir, "Caddyfile");
  await writeFile(
    caddyfile,
    [
      "{",
      "\tadmin off",
      "\tlocal_certs",
      "\tskip_install_trust",
      "\tauto_https disable_redirects",
      `\thttp_port ${httpPort}`,
      `\thttps_port ${httpsPort}`,
      `\tstorage file_system ${path.join(caddyDir, "storage")}`,
      "}",
      `import ${DEPLOY_CADDYFILE}`,
      pinned(pinnedA, portA),
      pinned(pinnedB, portB),
    ].join("\n"),
  );
  const adapted = spawnSync(CADDY, ["adapt", "--adapter", "caddyfile", "--config", caddyfile], {
    env: caddyEnv,
    encoding: "utf8",
  });
  if (adapted.status !== 0) throw new Error(`caddy adapt failed: ${adapted.stderr}`);
  const config = path.join(caddyDir, "caddy.json");
  await writeFile(config, JSON.stringify(onLoopback(JSON.parse(adapted.stdout))));
  const caddyLog = path.join(dir, "caddy.log");
  logs.push(caddyLog);
  const caddy = spawnLogged(CADDY, ["run", "--config", config], caddyLog, caddyEnv);
  stops.push(() => stopChild(caddy));
  const rootCert = path.join(caddyDir, "storage/pki/authorities/local/root.crt");
  // Up once its CA exists and the balanced site answers over TLS with a certificate from it.
  await waitFor("caddy", caddy, caddyLog, async () => existsSync(rootCert) && httpsReady(publicUrl, rootCert));
  const ca = await readFile(rootCert, "utf8");

  return {
    publicUrl,
    /** https origins of the sites that send every request to process A, or B. */
    processA: `https://127.0.0.1:${pinnedA}`,
    processB: `https://127.0.0.1:${pinnedB}`,
    ca,
    s3,
    smtp,
    server: SERVER_ARGS.join(" "),
    /** The last lines of every log, for a failure's report. */
    tails: async () =>
      (
        await Promise.all(
          logs.map(async (log) => {
            const lines = (await readFile(log, "utf8").catch(() => "")).trimEnd().split("\n").slice(-25);
            return `--- ${path.basename(log)}\n${lines.join("\n")}`;
          }),
        )
      ).join("\n"),
  };
}

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is unset: run this through scripts/smoke/production.sh");
  return url;
}

/** Free loopback ports, never the same one twice. */
function portPicker() {
  const given = new Set<number>();
  return async () => {
    for (;;) {
      const port = await freePort();
      if (!given.has(port)) return (given.add(port), port);
    }
  };
}

/**
 * Every listener on 127.0.0.1 only. Caddy 2.6's Caddyfile cannot say so for a whole site without a
 * `bind` line, which the operator's file has no reason to carry; the adapted JSON can.
 */
function onLoopback(config: { apps: { http: { servers: Record<string, { listen: string[] }> } } }) {
  for (const server of Object.values(config.apps.http.servers)) {
    server.listen = server.listen.map((address) => (address.startsWith(":") ? `127.0.0.1${address}` : address));
  }
  return config;
}

function spawnLogged(command: string, args: string[], log: string, env: Record<string, string>): ChildProcess {
  const out = createWriteStream(log);
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.pipe(out, { end: false });
  child.stderr!.pipe(out, { end: false });
  child.once("exit", () => out.end());
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

async function ready(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

async function httpsReady(site: string, rootCert: string): Promise<boolean> {
  const ca = await readFile(rootCert, "utf8");
  return new Promise((resolve) => {
    https
      .get(`${site}/api/ready`, { ca, agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on("error", () => resolve(false));
  });
}

/** Polls `isUp` until it holds; the process exiting first, or a minute passing, is a failure. */
async function waitFor(name: string, child: ChildProcess, log: string, isUp: () => Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited (${child.exitCode}):\n${await readFile(log, "utf8").catch(() => "")}`);
    }
    if (await isUp()) return;
    if (Date.now() > deadline) throw new Error(`${name} did not start within a minute`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
