import { existsSync, openAsBlob } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { fillPlaceholders, sql, type SQL } from "drizzle-orm";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** Present on PostgreSQL only: a pool for LISTEN/NOTIFY and raw bulk work. */
  pool?: pg.Pool;
  /** Present on PGlite only. */
  pglite?: PGlite;
};

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * A new cluster as PGlite's initdb makes it, written by the server's build beside the bundle
 * (scripts/build.mjs): a first start on an empty folder loads it (0.7 CPU-s) rather than running initdb
 * in WASM (10 CPU-s, 6 s on two cores). Run from source there is none, and initdb runs as before.
 */
export const INITIAL_CLUSTER = path.join(path.dirname(fileURLToPath(import.meta.url)), "pglite-initdb.tar.gz");

/**
 * PGlite commits its whole buffer pool at start and its WASM memory never shrinks: PostgreSQL's 128 MB
 * default was a quarter of an idle server's memory (issue 17). Pages beyond the pool are read back
 * from the system's file cache: bench:discovery's deck at 100k members was as fast as with 128 MB.
 */
const PGLITE_SHARED_BUFFERS = "16MB";

export type OpenOptions =
  | { engine: "postgres"; url: string; poolSize?: number }
  | { engine: "pglite"; dataDir?: string; loadDataDir?: Blob; initialCluster?: string };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.engine === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not take the process down; the pool replaces it.
    pool.on("error", () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: "postgres",
      pool,
      migrate: () =>
        oneProcessAtATime({ pool }, () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR })),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const loadDataDir = options.loadDataDir ?? (await initialClusterFor(options.dataDir, options.initialCluster));
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    engine: "pglite",
    pglite,
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pglite.close(),
  };
}

/** The initial cluster's tar for a folder that holds no cluster yet, if there is one. */
async function initialClusterFor(dataDir: string | undefined, initialCluster = INITIAL_CLUSTER) {
  if (!dataDir || existsSync(path.join(dataDir, "PG_VERSION")) || !existsSync(initialCluster)) return undefined;
  return openAsBlob(initialCluster, { type: "application/gzip" });
}

const SCHEMA_LOCK = "hashtextextended('kindred:schema', 0)";

/**
 * Runs `work` (a schema change: our migrations, pg-boss's own schema) while no other process runs
 * one. Processes starting together (systemd's kindred@3001 and kindred@3002, a restart after an
 * upgrade) would each find something missing and make it, and all but one fail on what the first made.
 * A session-level advisory lock makes the others wait; the work they then start, in transactions
 * begun after the lock was granted, sees what the first committed. PGlite is one process by nature.
 */
export async function oneProcessAtATime<T>(database: Pick<Database, "pool">, work: () => Promise<T>): Promise<T> {
  const { pool } = database;
  if (!pool) return work();
  const client = await pool.connect();
  // A connection cut while held here (the database restarting) says so to the query in flight and as an
  // 'error' event; the pool hears that event only from idle connections, and unheard it ends the process.
  const cut = () => undefined;
  client.on("error", cut);
  try {
    await client.query(`select pg_advisory_lock(${SCHEMA_LOCK})`);
    return await work();
  } finally {
    // A connection that cannot unlock is closed instead, which frees the lock as well.
    await client.query(`select pg_advisory_unlock(${SCHEMA_LOCK})`).then(
      () => client.release(),
      (error: Error) => client.release(error),
    );
    client.off("error", cut);
  }
}

export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}

/** Raw SQL rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A hand-written statement, prepared once per connection on PostgreSQL: for the few hot statements
 * drizzle's builder cannot express (data-modifying CTEs). Parameters are $1..$n; rows come back with
 * the driver's own types (timestamps as Date) and snake_case names.
 */
export function preparedStatement<T>(db: Db, name: string, text: string): (values: unknown[]) => Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof PGlite) return async (values) => (await client.query<T>(text, values)).rows;
  return async (values) => (await client.query<T & pg.QueryResultRow>({ name, text, values })).rows;
}

/**
 * `preparedStatement` for SQL built with drizzle from the shared rules, whose per-request values are
 * `sql.placeholder`s: the SQL is built once, here, so a hot read neither builds it nor has it planned
 * again. An array placeholder is passed as one parameter (`= any(${sql.placeholder("ids")}::uuid[])`).
 */
export function preparedSql<T>(db: Db, name: string, query: SQL): (values: Record<string, unknown>) => Promise<T[]> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const statement = preparedStatement<T>(db, name, text);
  return (values) => statement(fillPlaceholders(params, values));
}
