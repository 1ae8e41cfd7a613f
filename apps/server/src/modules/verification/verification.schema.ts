import { sql } from "drizzle-orm";
import { boolean, index, pgTable, real, text, uuid } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";
import { profilePhotos } from "../photos/photos.schema";

/**
 * Selfie verifications: one row from the moment a member starts (its random poses, its expiry) to its
 * result. No selfie and no face measurement is kept: only the result, why it failed, and the scores
 * (for moderators), with a digest of each selfie so the same pictures cannot be sent again.
 */
export const photoVerifications = pgTable(
  "photo_verifications",
  {
    id: uuid("id")
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    poses: text("poses").array().notNull(),
    /** Null until decided. */
    verified: boolean("verified"),
    reason: text("reason"),
    mainSimilarity: real("main_similarity"),
    otherSimilarity: real("other_similarity"),
    /** The main photo the selfies were compared with. */
    photoId: uuid("photo_id").references(() => profilePhotos.id, { onDelete: "set null" }),
    /** SHA-256 of each selfie (hex): a later verification refuses pictures already sent. */
    selfieDigests: text("selfie_digests")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: at("created_at").defaultNow().notNull(),
    expiresAt: at("expires_at").notNull(),
    decidedAt: at("decided_at"),
  },
  (table) => [
    index("photo_verifications_user_idx").on(table.userId, table.createdAt),
    index("photo_verifications_decided_idx").on(table.decidedAt),
  ],
);
