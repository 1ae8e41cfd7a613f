import { sql } from "drizzle-orm";
import { queryRows } from "../../src/db/client";
import type { TestServer } from "../support/server";

/**
 * Tables any request may touch without changing what the app holds: rate limit counters, a session's
 * last use, open sockets and the days a member was active; and a data export, whose background job
 * (asked for by an earlier, accepted request) finishes in its own time.
 */
const VOLATILE_TABLES = new Set([
  "rate_limit_buckets",
  "rate_limits",
  "sessions",
  "realtime_connections",
  "member_activity_days",
  "data_exports",
]);

/** A fingerprint of every table the app keeps (rows and content), to show a request changed nothing. */
export async function tablesDigest(server: TestServer): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    server.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables
    .filter(({ name }) => !VOLATILE_TABLES.has(name))
    .map(
      ({ name }) =>
        sql`select ${name} as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as h
            from ${sql.identifier(name)} t`,
    );
  const rows = await queryRows<{ name: string; h: string }>(server.db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map(({ name, h }) => [name, h]));
}
