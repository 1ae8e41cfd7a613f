import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";

/**
 * One row per browser a member subscribed for Web Push (its `PushSubscription`). The endpoint is the
 * push service's address for that browser, unique across members: subscribing it again moves it to
 * whoever is signed in there now. `p256dh` and `auth` encrypt its payloads (RFC 8291); together with
 * the endpoint they let anyone push to the device, so they never leave the server.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** "Chrome on Android", from the User-Agent that subscribed, in English (as the export shows it). */
    label: text("label").notNull(),
    /** What the label names ("Chrome", "Android"), so Settings names the device in the member's language. */
    browser: text("browser"),
    os: text("os"),
    createdAt: at("created_at").defaultNow().notNull(),
    /** The last push its push service accepted. */
    lastSuccessAt: at("last_success_at"),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId, table.createdAt)],
);
