import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DeleteObjectCommand } from "@aws-sdk/client-s3";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BackupRefusedError } from "../src/backup/archive";
import { createBackup, type DatabaseSource } from "../src/backup/backup";
import { restoreBackup } from "../src/backup/restore";
import { listObjects } from "../src/backup/bucket-objects";
import { listSnapshots, SNAPSHOT_JOB, snapshotsDir } from "../src/backup/schedule";
import { loadConfig } from "../src/config/env";
import { openDatabase, queryRows, type Db } from "../src/db/client";
import { createLogger } from "../src/lib/logger";
import { startServer, type RunningServer } from "../src/server";
import { compiled } from "./support/child-server";
import { withDatabase } from "./support/global-setup";
import { matchedPair } from "./support/matched";
import { send } from "./support/messages";
import { history, postReview, publishReviews } from "./support/reviews";
import { startS3Server } from "./support/s3";
import { startTestServer, type TestServer } from "./support/server";
import { sendImageMessage, uploadPhoto } from "./support/uploads";

const template = inject("dbTemplate");
const onPostgres = template.engine === "postgres";

let server: TestServer;
let work: string;
let backupFile: string;
/** What the populated instance holds: its members' sessions and the things they made. */
let made: Awaited<ReturnType<typeof populate>>;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "kindred-backup-"));
  server = await startTestServer();
  made = await populate(server);
  backupFile = path.join(work, "kindred.tar.gz");
  await createBackup(backupFile, { config: server.config, source: sourceOf(server), db: server.db });
});

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

/** Members with photos (one private), a match with messages (one an image), a review and a photo report. */
async function populate(on: TestServer) {
  const { a, b, matchId } = await matchedPair(on, ["Ada", "Ben"]);
  const adaPhoto = await uploadPhoto(a.client);
  const benPrivate = await uploadPhoto(b.client, { isPrivate: true });
  const benPhoto = await uploadPhoto(b.client);
  expect((await send(a.client, matchId, "Hello from before the backup")).status).toBe(201);
  const image = await sendImageMessage(b.client, matchId);
  await history(on, matchId, a, b, 10);
  expect((await postReview(a, b.id)).status).toBe(201);
  await publishReviews(on);
  const reported = await a.client.post("/api/reports", {
    kind: "photo",
    targetId: benPhoto.id,
    category: "harassment",
    reason: "Not a photo of him",
  });
  expect(reported.status).toBe(201);
  return { a, b, matchId, adaPhoto, benPrivate, benPhoto, image };
}

function sourceOf(running: TestServer): DatabaseSource {
  return running.database.pglite
    ? { engine: "pglite", pglite: running.database.pglite }
    : { engine: "postgres", url: running.databaseUrl! };
}

/** A fresh target: an empty DATA_DIR, and on PostgreSQL a new empty database on the same server. */
async function freshTarget(): Promise<{
  env: Record<string, string>;
  dataDir: string;
  url?: string;
  drop: () => Promise<unknown>;
}> {
  const dataDir = path.join(work, `target-${randomBytes(4).toString("hex")}`);
  if (!onPostgres) return { env: { DATA_DIR: dataDir }, dataDir, url: undefined, drop: async () => undefined };
  const name = `kindred_restore_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: withDatabase(template.url, name) },
    dataDir,
    url: withDatabase(template.url, name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(text: string, url = onPostgres ? template.url : "") {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const configFor = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    SEED_DEMO: "0",
    BACKUP_INTERVAL_HOURS: "0",
    PASSWORD_HASH_LOG_N: "12",
    RATE_LIMIT_SCALE: "100",
    WEB_DIST_DIR: path.join(env.DATA_DIR!, "no-web-build"),
    ...env,
  });

/** Every row of every table of the app's, each as its JSON text, sorted. */
async function allRows(db: Db): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const found = await queryRows<{ row: string }>(
      db,
      sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t order by 1`,
    );
    rows[name] = found.map((r) => r.row);
  }
  return rows;
}

/** Each file under the folder by its path, as its sha256. */
async function filesIn(folder: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found[path.relative(folder, file)] = createHash("sha256")
      .update(await readFile(file))
      .digest("hex");
  }
  return found;
}

const sha = async (response: Response) => {
  expect(response.status).toBe(200);
  return createHash("sha256")
    .update(Buffer.from(await response.arrayBuffer()))
    .digest("hex");
};

/** What a member's browser downloads: a photo or a message image, with the member's session cookie. */
const download = (on: Pick<RunningServer, "url" | "publicUrl">, cookie: string, urlPath: string) =>
  fetch(`${on.url}${urlPath}`, { headers: { cookie, origin: on.publicUrl } });

/** The target holds nothing: no database files, no uploads, no staging left behind; on PostgreSQL no tables. */
async function expectEmpty(target: Awaited<ReturnType<typeof freshTarget>>) {
  const left = await readdir(target.dataDir).catch(() => [] as string[]);
  expect(left.filter((name) => name !== "backups")).toEqual([]);
  if (target.url) {
    const { rows } = await adminQuery(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      target.url,
    );
    expect(rows).toEqual([]);
  }
}

describe("backup and restore", () => {
  it("restores a populated instance into a fresh DATA_DIR and database: every row and every file, byte for byte", async () => {
    const before = await allRows(server.db);
    expect(before.messages!.length).toBe(12);
    expect(before.reviews!.length).toBe(1);
    expect(before.reports!.length).toBe(1);
    const target = await freshTarget();
    const report = await restoreBackup(backupFile, configFor(target.env));
    expect(report.manifest.engine).toBe(onPostgres ? "postgres" : "pglite");

    const restored = await startServer(configFor(target.env), { log: createLogger("silent") });
    try {
      const after = await allRows(restored.database.db);
      expect(after).toEqual(before);
      expect(await filesIn(path.join(target.dataDir, "uploads"))).toEqual(await filesIn(server.config.uploadsDir));
      expect(Object.keys(await filesIn(path.join(target.dataDir, "uploads"))).length).toBeGreaterThanOrEqual(7);

      // The sessions carry over (the generated auth secret came with the backup), and so do the photos.
      const ada = made.a.client.cookieHeader;
      const me = await download(restored, ada, "/api/me");
      expect(((await me.json()) as { id: string }).id).toBe(made.a.id);
      // So does the generated Web Push key pair: browsers' subscriptions are bound to its public key.
      const keyOf = async (running: typeof server | typeof restored) =>
        ((await (await download(running, ada, "/api/push/key")).json()) as { publicKey: string }).publicKey;
      expect(await keyOf(restored)).toBe(await keyOf(server));
      for (const urlPath of [made.adaPhoto.url, made.benPrivate.url, made.benPhoto.url, made.image.imageUrl!]) {
        expect(await sha(await download(restored, ada, urlPath))).toBe(await sha(await download(server, ada, urlPath)));
      }
      const conversation = await download(restored, ada, `/api/conversations/${made.matchId}/messages`);
      expect(JSON.stringify(await conversation.json())).toContain("Hello from before the backup");
    } finally {
      await restored.close();
      await target.drop();
    }
  });

  it("refuses a target that is not empty, naming what is there, and changes nothing", async () => {
    const target = await freshTarget();
    try {
      await restoreBackup(backupFile, configFor(target.env));
      const files = await filesIn(target.dataDir);
      const refused = restoreBackup(backupFile, configFor(target.env));
      await expect(refused).rejects.toThrow(BackupRefusedError);
      await expect(refused).rejects.toThrow(
        onPostgres ? /database at DATABASE_URL is not empty/ : /db holds a database/,
      );
      await expect(refused).rejects.toThrow(/uploads is not empty/);
      expect(await filesIn(target.dataDir)).toEqual(files);
    } finally {
      await target.drop();
    }
  });

  it("refuses a backup of the other engine before looking at the target", async () => {
    const dataDir = path.join(work, "other-engine");
    const other: Record<string, string> = onPostgres
      ? { DATA_DIR: dataDir }
      : { DATA_DIR: dataDir, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" };
    await expect(restoreBackup(backupFile, configFor(other))).rejects.toThrow(
      onPostgres
        ? /this backup is of PostgreSQL and this instance uses the embedded database \(PGlite\): set DATABASE_URL/
        : /this backup is of the embedded database \(PGlite\) and this instance uses PostgreSQL: restore it without DATABASE_URL/,
    );
    await expect(stat(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it("leaves the target empty when the restore fails half-way, and clears what a killed one left", async () => {
    const target = await freshTarget();
    try {
      // What a restore killed while staging leaves behind: removed by the next one.
      await mkdir(path.join(target.dataDir, ".restore-killed", "uploads"), { recursive: true });
      await writeFile(path.join(target.dataDir, ".restore-killed", "uploads", "half"), "half a file");
      const failing = restoreBackup(backupFile, configFor(target.env), {
        beforeCommit: async () => {
          throw new Error("the disk filled up");
        },
      });
      await expect(failing).rejects.toThrow("the disk filled up");
      await expectEmpty(target);
    } finally {
      await target.drop();
    }
  });

  it.runIf(onPostgres)("leaves the database empty when pg_restore fails at its last steps", async () => {
    const target = await freshTarget();
    try {
      // Indexes come after every table and row: failing there proves the tables and rows go too.
      await adminQuery(
        `create function refuse_indexes() returns event_trigger language plpgsql as
           $$ begin raise exception 'no more indexes'; end $$;
         create event trigger refuse_indexes on ddl_command_start when tag in ('CREATE INDEX') execute function refuse_indexes()`,
        target.url,
      );
      const failing = restoreBackup(backupFile, configFor(target.env));
      await expect(failing).rejects.toThrow(/pg_restore failed: .*no more indexes/);
      await adminQuery("drop event trigger refuse_indexes; drop function refuse_indexes()", target.url);
      await expectEmpty(target);
    } finally {
      await target.drop();
    }
  });

  it("refuses a truncated or foreign file, or none, in one line with exit code 1, before touching the target", async () => {
    const truncated = path.join(work, "truncated.tar.gz");
    await writeFile(truncated, await readFile(backupFile));
    await truncate(truncated, Math.floor((await stat(backupFile)).size * 0.8));
    const text = path.join(work, "notes.tar.gz");
    await writeFile(text, "not a backup\n");
    const target = await freshTarget();
    try {
      const runs = await Promise.all([
        runCli("restore", [truncated], target.env),
        runCli("restore", [text], target.env),
        runCli("restore", [], target.env),
      ]);
      expect(runs.map((run) => run.code)).toEqual([1, 1, 1]);
      expect(runs[0]!.stderr).toMatch(/^Restore refused: .*truncated\.tar\.gz is truncated/);
      expect(runs[1]!.stderr).toMatch(/^Restore refused: .*notes\.tar\.gz is not a Kindred backup/);
      expect(runs[2]!.stderr).toMatch(/^Usage: npm run restore -- FILE/);
      for (const run of runs) expect(run.stderr.trim().split("\n")).toHaveLength(1);
      await expectEmpty(target);
    } finally {
      await target.drop();
    }
  });
});

describe("with S3 storage", () => {
  it("records the bucket's objects (they stay there), restores the database, and reports objects gone missing", async () => {
    const s3 = await startS3Server(["kindred-backup"]);
    const running = await startTestServer(s3.env("kindred-backup"));
    const target = await freshTarget();
    try {
      const { a } = await matchedPair(running, ["Eve", "Finn"]);
      await uploadPhoto(a.client);
      const file = path.join(work, "s3.tar.gz");
      const manifest = await createBackup(file, { config: running.config, source: sourceOf(running), db: running.db });
      expect(manifest.storage).toEqual({ kind: "s3", bucket: "kindred-backup" });
      const names = manifest.entries.map((entry) => entry.name);
      expect(names).toContain("uploads.json");
      expect(names.filter((name) => name.startsWith("uploads/"))).toEqual([]);

      await expect(restoreBackup(file, configFor(target.env))).rejects.toThrow(
        /uploads are in the bucket s3:\/\/kindred-backup: set STORAGE_URL/,
      );
      const client = s3.client();
      const objects = await listObjects(client, "kindred-backup");
      expect(objects.length).toBeGreaterThanOrEqual(2);
      await client.send(new DeleteObjectCommand({ Bucket: "kindred-backup", Key: objects[0]!.key }));
      client.destroy();
      const report = await restoreBackup(file, configFor({ ...target.env, ...s3.env("kindred-backup") }));
      expect(report.missingObjects).toEqual([objects[0]!.key]);
      const restored = target.url
        ? await openDatabase({ engine: "postgres", url: target.url, poolSize: 1 })
        : await openDatabase({ engine: "pglite", dataDir: path.join(target.dataDir, "db") });
      try {
        const ids = async (db: Db) =>
          (await queryRows<{ id: string }>(db, sql`select id from profile_photos order by id`)).map((row) => row.id);
        expect(await ids(restored.db)).toEqual(await ids(running.db));
      } finally {
        await restored.close();
      }
    } finally {
      await running.close();
      await s3.close();
      await target.drop();
    }
  });
});

describe.skipIf(onPostgres)("the running embedded server's snapshots", () => {
  it("writes restorable snapshots into DATA_DIR/backups while it runs, keeping the newest BACKUP_KEEP", async () => {
    const running = await startTestServer({ BACKUP_INTERVAL_HOURS: "24", BACKUP_KEEP: "2" }, { jobPollingSeconds: 1 });
    try {
      const { a } = await matchedPair(running, ["Cleo", "Dev"]);
      await uploadPhoto(a.client);
      // A snapshot cut off by the end of the process left its parts: the next one clears them.
      await mkdir(snapshotsDir(running.config), { recursive: true });
      await writeFile(path.join(snapshotsDir(running.config), ".kindred-cut-off.tar.gz.abc.body"), "half");
      for (let i = 0; i < 3; i++) await running.jobs.send(SNAPSHOT_JOB, {});
      const completed = async () =>
        (
          await queryRows<{ count: number }>(
            running.db,
            sql`select count(*)::int as count from pgboss.job where name = ${SNAPSHOT_JOB} and state = 'completed'`,
          )
        )[0]!.count;
      const deadline = Date.now() + 25_000;
      while ((await completed()) < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await completed()).toBe(3);
      const directory = snapshotsDir(running.config);
      const snapshots = await listSnapshots(directory);
      expect(snapshots).toHaveLength(2);
      // Only finished snapshots: nothing half-written left beside them.
      expect((await readdir(directory)).sort()).toEqual(snapshots);
      // The next one is queued, a day later.
      const [next] = await queryRows<{ hours: number }>(
        running.db,
        sql`select extract(epoch from start_after - now()) / 3600 as hours from pgboss.job where name = ${SNAPSHOT_JOB} and state = 'created'`,
      );
      expect(Number(next!.hours)).toBeGreaterThan(23);

      const target = await freshTarget();
      await restoreBackup(path.join(directory, snapshots.at(-1)!), configFor(target.env));
      const restored = await openDatabase({ engine: "pglite", dataDir: path.join(target.dataDir, "db") });
      try {
        const rows = async (db: Db) =>
          (await queryRows<{ id: string }>(db, sql`select id from users order by id`)).map((row) => row.id);
        expect(await rows(restored.db)).toEqual(await rows(running.db));
      } finally {
        await restored.close();
      }
      expect(await filesIn(path.join(target.dataDir, "uploads"))).toEqual(await filesIn(running.config.uploadsDir));
    } finally {
      await running.close();
    }
  });

  it("npm run backup refuses an embedded database a server has open, and points to the snapshots", async () => {
    const dataDir = path.join(work, "in-use");
    await mkdir(path.join(dataDir, "db"), { recursive: true });
    await writeFile(path.join(dataDir, "db", "PG_VERSION"), "17\n");
    await writeFile(path.join(dataDir, "db", "postmaster.pid"), "-42\n");
    const run = await runCli("backup", [path.join(work, "never.tar.gz")], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Backup refused: .* is open in a running Kindred server .*backups/);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
  });
});

/** Runs `npm run backup|restore` as the operator does, in its own process (from this run's build). */
function runCli(command: "backup" | "restore", args: string[], env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "silent", ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [compiled(`cli-${command}`), ...args], {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stderr })),
  );
}
