import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The spec's model: a like inserts (user1 = liker, user2, pending); a like back makes it active.
 * One row per unordered pair, enforced by the unique index on (least, greatest).
 */
export const matches = pgTable(
  "matches",
  {
    id: uuid("id").default(sql`gen_random_uuid()`).primaryKey(),
    user1Id: uuid("user1_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    user2Id: uuid("user2_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    createdAt: at("created_at").defaultNow().notNull(),
    matchedAt: at("matched_at"),
    /** When each side saw the "It's a Match!" overlay; the one who liked back sees it at once. */
    user1CelebratedAt: at("user1_celebrated_at"),
    user2CelebratedAt: at("user2_celebrated_at"),
  },
  (table) => [
    uniqueIndex("matches_pair_idx").on(sql`least(${table.user1Id}, ${table.user2Id})`, sql`greatest(${table.user1Id}, ${table.user2Id})`),
    index("matches_user1_idx").on(table.user1Id, table.createdAt),
    index("matches_user2_idx").on(table.user2Id, table.status, table.createdAt),
    check("matches_not_self", sql`${table.user1Id} <> ${table.user2Id}`),
    check("matches_status", sql`${table.status} in ('pending', 'active')`),
  ],
);

/** The spec's messages plus client_id, the idempotency key of a send. */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").default(sql`gen_random_uuid()`).primaryKey(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: uuid("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    content: text("content"),
    imageKey: text("image_key"),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: at("created_at").defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex("messages_sender_client_idx").on(table.senderId, table.clientId),
    index("messages_match_created_idx").on(table.matchId, table.createdAt),
    index("messages_receiver_unread_idx").on(table.receiverId).where(sql`not ${table.isRead}`),
  ],
);
