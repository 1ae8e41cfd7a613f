import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Development outbox: without SMTP, every mail is kept here (and logged) so a developer can open its
 * link and tests can read it. Stored in the database rather than memory so every server process sees it.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").default(sql`gen_random_uuid()`).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index("mail_outbox_to_created_idx").on(table.to, table.createdAt)],
);
