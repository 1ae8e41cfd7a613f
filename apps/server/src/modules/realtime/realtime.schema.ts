import { boolean, date, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";

/**
 * One row per open WebSocket on any server process: a member is online while a row with a fresh
 * heartbeat exists. Processes refresh their rows' heartbeat; rows of a process that died go stale.
 * `visible`: the tab said it is on screen (push notifications wait while one is); false until it says.
 */
export const realtimeConnections = pgTable(
  "realtime_connections",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    processId: text("process_id").notNull(),
    visible: boolean("visible").notNull().default(false),
    connectedAt: at("connected_at").defaultNow().notNull(),
    heartbeatAt: at("heartbeat_at").defaultNow().notNull(),
  },
  (table) => [
    index("realtime_connections_user_idx").on(table.userId, table.heartbeatAt),
    index("realtime_connections_process_idx").on(table.processId),
  ],
);

/**
 * The UTC days on which a member used the app: the admin Stats' active users (last 7 days) and their
 * change against the week before, which a single last-seen time cannot answer.
 */
export const memberActivityDays = pgTable(
  "member_activity_days",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] }), index("member_activity_days_day_idx").on(table.day)],
);
