import { spawn } from "node:child_process";
import type pg from "pg";
import { BackupRefusedError } from "./archive";

type Tool = "pg_dump" | "pg_restore";

/** The connection as arguments and environment: the password goes in PGPASSWORD, never on a command line `ps` shows. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL client tool; a missing one, or one that fails, is one line for the operator. */
function run(tool: Tool, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT")
        reject(
          new BackupRefusedError(
            `${tool} is not installed: install PostgreSQL's client tools, of the server's version or newer (Debian: apt-get install postgresql-client)`,
          ),
        );
      else reject(error);
    });
    child.on("close", (code) => {
      if (code === 0) return resolve(stdout);
      const lines = stderr.trim().split("\n").filter(Boolean);
      const why = lines.find((line) => /error/i.test(line)) ?? lines.at(-1) ?? `exit code ${code}`;
      reject(new BackupRefusedError(`${tool} failed: ${why.replace(/^\S+: /, "")}`));
    });
  });
}

/** Fails with one line when the tool is not on PATH. */
export const checkTool = (tool: Tool) => run(tool, ["--version"]);

/** The whole database (the app's schemas and pg-boss's queued jobs) in pg_dump's custom format. */
export async function pgDump(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run("pg_dump", ["--format=custom", "--no-password", `--file=${file}`, `--dbname=${dbname}`], env);
}

/**
 * Restores a dump in one transaction that stops at the first error: a failure, or a restore
 * interrupted half-way, leaves the database as empty as it was. Objects belong to the restoring user.
 */
export async function pgRestore(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    "pg_restore",
    [
      "--single-transaction",
      "--exit-on-error",
      "--no-owner",
      "--no-privileges",
      "--no-password",
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

/** What makes a database not empty for a restore: the app's tables, or pg-boss's or the migrations' schema. */
export async function postgresContents(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ what: string }>(
    `select 'table public.' || table_name as what from information_schema.tables where table_schema = 'public'
     union all
     select 'schema ' || schema_name from information_schema.schemata where schema_name in ('pgboss', 'drizzle')`,
  );
  return rows.map((row) => row.what);
}
