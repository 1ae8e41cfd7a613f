import { boolean, pgTable, uuid } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";

/**
 * A member's switches from Settings (spec 001: all default on; issue 32's push switches too, except
 * showing a message's text). No row means every default; profile visibility is not here but
 * `profiles.hidden`, which the discovery indexes are built on.
 */
export const memberSettings = pgTable("member_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  matchAlerts: boolean("match_alerts").notNull().default(true),
  messageNotifications: boolean("message_notifications").notNull().default(true),
  shareLocation: boolean("share_location").notNull().default(true),
  readReceipts: boolean("read_receipts").notNull().default(true),
  pushMatches: boolean("push_matches").notNull().default(true),
  pushMessages: boolean("push_messages").notNull().default(true),
  pushLikes: boolean("push_likes").notNull().default(true),
  pushMessageText: boolean("push_message_text").notNull().default(false),
  updatedAt: at("updated_at").defaultNow().notNull(),
});
