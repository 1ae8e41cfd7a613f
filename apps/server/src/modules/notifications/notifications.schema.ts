import { pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";
import { matches } from "../matching/matching.schema";

/**
 * When a member was last mailed about a conversation: at most one mail per conversation per hour, a
 * sliding hour (a queue's time-slot singleton would let two through either side of a slot's edge).
 */
export const notificationMails = pgTable(
  "notification_mails",
  {
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    lastMailedAt: at("last_mailed_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.recipientId, table.matchId] })],
);
