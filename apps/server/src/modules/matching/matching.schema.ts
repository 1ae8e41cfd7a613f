import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, uuid, uniqueIndex } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";

/**
 * The spec's model: a like inserts (user1 = liker, user2, pending); a like back makes it active.
 * One row per unordered pair, enforced by the unique index on (least, greatest).
 */
export const matches = pgTable(
  "matches",
  {
    id: uuid("id")
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    // Null once that member deleted their account: the other keeps the conversation, from "a deleted member".
    user1Id: uuid("user1_id").references(() => users.id, { onDelete: "set null" }),
    user2Id: uuid("user2_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pending"),
    createdAt: at("created_at").defaultNow().notNull(),
    matchedAt: at("matched_at"),
    /** When each side saw the "It's a Match!" overlay; the one who liked back sees it at once. */
    user1CelebratedAt: at("user1_celebrated_at"),
    user2CelebratedAt: at("user2_celebrated_at"),
    /** An unmatch ends the match for both, for good: the row stays so neither shows in the other's deck again. */
    endedAt: at("ended_at"),
    endedBy: uuid("ended_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    // One row per pair of members. Only while both exist: least() and greatest() skip a null, so two
    // conversations a deleted member each left with the same member would otherwise collide.
    uniqueIndex("matches_pair_idx")
      .on(sql`least(${table.user1Id}, ${table.user2Id})`, sql`greatest(${table.user1Id}, ${table.user2Id})`)
      .where(sql`${table.user1Id} is not null and ${table.user2Id} is not null`),
    index("matches_user1_idx").on(table.user1Id, table.createdAt),
    index("matches_user2_idx").on(table.user2Id, table.status, table.createdAt),
    check("matches_not_self", sql`${table.user1Id} <> ${table.user2Id}`),
    index("matches_ended_by_idx").on(table.endedBy),
    check("matches_status", sql`${table.status} in ('pending', 'active', 'ended')`),
  ],
);

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

/**
 * A member who widened their deck to the whole of their country (issue 16). The rest of the deck's
 * filters live on `profiles` (discovery_*); this row only says "no radius", so the radius stays there
 * for when the member goes back to it. No row: the radius applies.
 */
export const discoveryCountrywide = pgTable("discovery_countrywide", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: at("created_at").defaultNow().notNull(),
});
