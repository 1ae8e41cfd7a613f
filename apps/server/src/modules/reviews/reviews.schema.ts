import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";

/**
 * The spec's anonymous trust reviews: one per reviewer per reviewed member. `reviewer_id` never leaves
 * the server except to admins (moderation); members only ever read aggregates, of published reviews.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id")
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reviewedId: uuid("reviewed_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    photoAccuracy: text("photo_accuracy").notNull(),
    followedThroughOnPlans: text("followed_through_on_plans").notNull(),
    honestAboutIntentions: text("honest_about_intentions").notNull(),
    positiveTraits: text("positive_traits").array().notNull(),
    hasMet: boolean("has_met").notNull().default(false),
    createdAt: at("created_at").defaultNow().notNull(),
    /**
     * When the review starts to count for anyone but its author and admins: a random delay after it is
     * written (decision 010). Rows written before the delay existed are published already.
     */
    publishedAt: at("published_at").defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex("reviews_reviewer_reviewed_idx").on(table.reviewerId, table.reviewedId),
    index("reviews_reviewed_idx").on(table.reviewedId),
    check("reviews_not_self", sql`${table.reviewerId} <> ${table.reviewedId}`),
    check("reviews_photo_accuracy", sql`${table.photoAccuracy} in ('Yes', 'Somewhat', 'No')`),
    check("reviews_followed_through", sql`${table.followedThroughOnPlans} in ('Yes', 'Sometimes', 'No')`),
    check("reviews_honest", sql`${table.honestAboutIntentions} in ('Yes', 'Somewhat', 'No')`),
    check("reviews_traits", sql`cardinality(${table.positiveTraits}) between 1 and 2`),
  ],
);

/** The spec's profile_preferences: whether a member's reviews and badges show to others (default yes). */
export const profilePreferences = pgTable("profile_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  displayReviews: boolean("display_reviews").notNull().default(true),
  updatedAt: at("updated_at").defaultNow().notNull(),
});
