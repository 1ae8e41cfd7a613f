import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, type Database } from "../../src/db/client";
import { createJobQueue } from "../../src/jobs/queue";
import { createLogger } from "../../src/lib/logger";

// Migrating a database costs seconds; do it once per run and give every test file a copy:
// a PGlite snapshot, or a PostgreSQL database created from a migrated template.
export default async function setup(project: TestProject) {
  const build = await buildForChildProcesses();
  project.provide("serverBuild", build);
  const removeBuild = () => rm(path.dirname(build), { recursive: true, force: true });
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `kindred_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    // Not held through the run: a fault test stops the cluster, and a held connection's end would be
    // an unhandled error in this process.
    await admin.end();
    const database = await openDatabase({ engine: "postgres", url: withDatabase(url, template) });
    await database.migrate();
    await installJobQueue(database);
    await database.close();
    project.provide("dbTemplate", { engine: "postgres", url, template });
    return async () => {
      await removeBuild();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${template}`);
      await cleanup.end();
    };
  }
  const database = await openDatabase({ engine: "pglite" });
  await database.migrate();
  await installJobQueue(database);
  // Each test file unpacks the snapshot into memory, 16 of its 42 MB the two template databases, which
  // nothing here creates a database from: without them a file's copy costs about 0.7 CPU-s, not 1.3.
  for (const statement of TEMPLATES_DROPPED) await database.pglite!.exec(statement);
  const snapshot = await database.pglite!.dumpDataDir("none");
  await database.close();
  const file = path.join(await mkdtemp(path.join(tmpdir(), "kindred-test-")), "template.tar");
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("dbTemplate", { engine: "pglite", file });
  return removeBuild;
}

/**
 * The tests that start a server or a command-line tool in a process of its own run it from a build made
 * here, once per run, from the current source (about a second): under tsx each such process compiled
 * the server again, 5 CPU-seconds more than loading the build, and a run starts about forty of them.
 * The build is what `npm start` runs (apps/server/scripts/build.mjs), plus the tools.
 */
async function buildForChildProcesses() {
  const script = fileURLToPath(new URL("../../scripts/build.mjs", import.meta.url));
  const { buildServer } = (await import(script)) as {
    buildServer: (outdir: string, options: { entries: Record<string, string> }) => Promise<string>;
  };
  const entries = Object.fromEntries(CLI_TOOLS.map((tool) => [`cli-${tool}`, `src/cli/${tool}.ts`]));
  // Outside the repository (as compiled-build.test.ts builds), with its packages where node looks from there.
  const root = await mkdtemp(path.join(tmpdir(), "kindred-test-build-"));
  await symlink(
    fileURLToPath(new URL("../../../../node_modules", import.meta.url)),
    path.join(root, "node_modules"),
    "dir",
  );
  return buildServer(path.join(root, "dist"), { entries });
}

const CLI_TOOLS = ["backup", "restore", "storage"];

/** One statement each: DROP DATABASE runs outside a transaction. */
const TEMPLATES_DROPPED = ["template1", "template0"].flatMap((name) => [
  `alter database ${name} is_template false`,
  `drop database ${name}`,
]);

/** pg-boss creates its schema on a queue's first start: once here, not in every test's server. */
async function installJobQueue(database: Database) {
  await (await createJobQueue({ database, log: createLogger("silent") })).stop();
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: { engine: "postgres"; url: string; template: string } | { engine: "pglite"; file: string };
    /** The directory of the server's build made for this run (buildForChildProcesses). */
    serverBuild: string;
  }
}
