import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";

/**
 * One row per open WebSocket on any server process: a member is online while a row with a fresh
 * heartbeat exists. Processes refresh their rows' heartbeat; rows of a process that died go stale.
 */
export const realtimeConnections = pgTable(
  "realtime_connections",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    processId: text("process_id").notNull(),
    connectedAt: at("connected_at").defaultNow().notNull(),
    heartbeatAt: at("heartbeat_at").defaultNow().notNull(),
  },
  (table) => [
    index("realtime_connections_user_idx").on(table.userId, table.heartbeatAt),
    index("realtime_connections_process_idx").on(table.processId),
  ],
);
