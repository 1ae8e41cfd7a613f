import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";

/**
 * "Download my data": one row per request. A background job fills the zip (progress in percent), the
 * link's token is stored only as its SHA-256, and the download is allowed once, before `expires_at`.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id")
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("queued"),
    progress: integer("progress").notNull().default(0),
    fileKey: text("file_key"),
    sizeBytes: integer("size_bytes"),
    tokenHash: text("token_hash").unique(),
    createdAt: at("created_at").defaultNow().notNull(),
    readyAt: at("ready_at"),
    expiresAt: at("expires_at"),
    downloadedAt: at("downloaded_at"),
  },
  (table) => [
    index("data_exports_user_id_idx").on(table.userId, table.createdAt),
    check(
      "data_exports_status",
      sql`${table.status} in ('queued', 'running', 'ready', 'downloaded', 'expired', 'failed')`,
    ),
    check("data_exports_progress", sql`${table.progress} between 0 and 100`),
  ],
);
