import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Skips: the deck does not show the same person again (until the skip is undone). */
export const passes = pgTable(
  "passes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetId: uuid("target_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: at("created_at").defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.targetId] }),
    index("passes_user_created_idx").on(table.userId, table.createdAt),
    index("passes_target_idx").on(table.targetId),
  ],
);

/** A block hides both members from each other everywhere and stops messages. */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: at("created_at").defaultNow().notNull(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] }), index("blocks_blocked_idx").on(table.blockedId)],
);
