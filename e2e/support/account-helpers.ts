import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Message, OwnProfile, Photo } from "@kindred/contracts";
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../apps/server/src/db/client";
import { PASSWORD, proofHeader, uniqueEmail } from "./fixtures";
import { PROOF_OF_WORK_ENV } from "./proof-of-work";
import type { TestFile } from "./images";
import { ADA_PROFILE } from "./profile-helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
// The build, as the run's own server (test:e2e builds first): starting through tsx compiled the
// server's sources on every start.
const SERVER_MAIN = path.resolve(here, "../../apps/server/dist/main.js");

/** Screenshots for a human to look at, only when asked for (SHOTS=1): the viewport, `focus` scrolled into it. */
export async function shot(page: Page, name: string, focus?: Locator) {
  if (!process.env.SHOTS) return;
  await focus?.scrollIntoViewIfNeeded();
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/shots-account/${width}-${name}.png` });
}

/** The same screenshot at 390x844 and at 1280x800, back at the phone's size after. */
export async function shots(page: Page, name: string, focus?: Locator) {
  if (!process.env.SHOTS) return;
  await shot(page, name, focus);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, name, focus);
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * A server of the journey's own, on its own data directory (PGlite and uploads), mailing through the
 * run's SMTP server: once it is stopped, its database can be opened and read directly, which the
 * shared web server (holding its PGlite open) does not allow.
 */
export type OwnServer = { url: string; dataDir: string; stop: () => Promise<void> };

export async function startOwnServer(
  options: { again?: OwnServer; env?: Record<string, string> } = {},
): Promise<OwnServer> {
  // A stopped server (`again`) starts again over its database and at its address, as a restarted
  // server would: what its members' request contexts hold still reaches it. Otherwise a port the
  // system has free, not a fixed one: a server a timed-out journey left behind (its `finally` never
  // ran) would answer in this one's place, serving another build.
  const url = options.again?.url ?? `http://localhost:${await freePort()}`;
  const port = new URL(url).port;
  const dataDir = options.again?.dataDir ?? (await mkdtemp(path.join(tmpdir(), "kindred-e2e-own-")));
  // One process, so SIGTERM reaches the server's own shutdown.
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    cwd: path.resolve(here, ".."),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      NODE_ENV: "test",
      RATE_LIMIT_SCALE: "100",
      PASSWORD_HASH_LOG_N: "12",
      ...PROOF_OF_WORK_ENV,
      SEED_DEMO: "0",
      DATABASE_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      ADMIN_EMAILS: "",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  // Ends with the worker, should the journey time out before it stops it.
  const orphaned = () => child.kill("SIGKILL");
  process.once("exit", orphaned);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      process.off("exit", orphaned);
      resolve();
    }),
  );
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`The journey's server exited: ${errors}`);
        return fetch(`${url}/api/health`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { message: "the journey's own server to start", timeout: 90_000, intervals: [250, 500, 1000] },
    )
    .toBe(200);
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A loopback port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Someone on the journey's own server, through its API only, with the origin its browser would send. */
export type OwnMember = { id: string; email: string; request: APIRequestContext; profile: OwnProfile };

export async function ownMember(server: OwnServer, firstName: string, gender: string, interestedIn: string) {
  const request = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  const email = uniqueEmail(firstName.toLowerCase());
  const headers = await proofHeader("sign-up", server.url);
  expect(
    (await request.post("/api/auth/sign-up/email", { data: { email, password: PASSWORD }, headers })).status(),
  ).toBe(200);
  const saved = await request.put("/api/profile", { data: { ...ADA_PROFILE, firstName, gender, interestedIn } });
  expect(saved.status(), await saved.text()).toBe(200);
  const { profile } = (await saved.json()) as { profile: OwnProfile };
  return { id: profile.id, email, request, profile } satisfies OwnMember;
}

export async function uploadPhotoAs(request: APIRequestContext, file: TestFile): Promise<Photo> {
  const response = await request.post("/api/photos", {
    multipart: { file: { name: file.name, mimeType: file.mimeType, buffer: file.buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Photo;
}

export async function sendAs(request: APIRequestContext, matchId: string, content: string): Promise<Message> {
  const response = await request.post(`/api/conversations/${matchId}/messages`, {
    data: { clientId: crypto.randomUUID(), content },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { message: Message }).message;
}

/** Two likes: answers the match (the conversation's id). */
export async function matchAs(first: OwnMember, second: OwnMember): Promise<string> {
  expect((await first.request.post("/api/likes", { data: { targetId: second.id } })).status()).toBe(201);
  const back = await second.request.post("/api/likes", { data: { targetId: first.id } });
  const body = (await back.json()) as { outcome: string; matchId: string };
  expect(body.outcome).toBe("matched");
  return body.matchId;
}

/** Every file under a data directory's upload folder, relative to it. */
export async function uploadedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/**
 * Opens a stopped server's PGlite database and answers "table.column" for every column of every
 * table (read from the catalogue, so tables added later are covered) holding `values` anywhere.
 */
export async function columnsHolding(dataDir: string, values: string[]): Promise<string[]> {
  const database = await openDatabase({ engine: "pglite", dataDir: path.join(dataDir, "db") });
  try {
    const { rows: columns } = (await database.db.execute(
      sql`select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
            and c.data_type in ('uuid', 'ARRAY', 'text', 'jsonb', 'character varying')`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      for (const value of values) {
        const { rows } = (await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${value}%`}`,
        )) as unknown as { rows: { n: number }[] };
        if (Number(rows[0]?.n) > 0) found.push(`${table}.${column}`);
      }
    }
    return found;
  } finally {
    await database.close();
  }
}

export const removeDataDir = (dataDir: string) => rm(dataDir, { recursive: true, force: true });
