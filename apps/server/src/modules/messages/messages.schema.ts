import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";
import { matches } from "../matching/matching.schema";

/** The spec's messages plus client_id, the idempotency key of a send. */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id")
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    // Null once that member deleted their account: messages to others stay, from "a deleted member".
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    receiverId: uuid("receiver_id").references(() => users.id, { onDelete: "set null" }),
    clientId: text("client_id").notNull(),
    content: text("content"),
    imageKey: text("image_key"),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: at("created_at").defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex("messages_sender_client_idx").on(table.senderId, table.clientId),
    index("messages_match_created_idx").on(table.matchId, table.createdAt),
    index("messages_receiver_unread_idx")
      .on(table.receiverId)
      .where(sql`not ${table.isRead}`),
  ],
);
