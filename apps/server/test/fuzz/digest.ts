import { sql } from "drizzle-orm";
import { queryRows } from "../../src/db/client";
import type { TestServer } from "../support/server";

/**
 * Tables any request may touch without changing what the app holds: rate limit counters, a session's
 * last use, open sockets and the days a member was active; and what background jobs asked for by
 * earlier, accepted requests write in their own time: a data export, and the record of a mail sent
 * (the set-up's match and message are mailed about whenever the queue runs their jobs: on PostgreSQL
 * under load, once during the socket fuzz). What a refused request would have made a job mail about
 * shows in the tables it changed.
 */
const VOLATILE_TABLES = new Set([
  "rate_limit_buckets",
  "rate_limits",
  "sessions",
  "realtime_connections",
  "member_activity_days",
  "data_exports",
  "notification_mails",
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
