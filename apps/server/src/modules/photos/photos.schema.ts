import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";

/** One row per stored photo; files live in the blob store under storage_key (and a _preview twin). */
export const profilePhotos = pgTable(
  "profile_photos",
  {
    id: uuid("id")
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    previewKey: text("preview_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    /** A data: URL of a ~16 px WebP, shown blurred until the photo loads (PhotoSchema.placeholder). */
    placeholder: text("placeholder"),
    isPrivate: boolean("is_private").notNull().default(false),
    allowedUsers: uuid("allowed_users")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    isFlagged: boolean("is_flagged").notNull().default(false),
    flagReason: text("flag_reason"),
    /**
     * Perceptual hashes (photo-hash.ts) of the whole photo and of its centre, as signed 64-bit
     * integers; null for photos stored before issue 31 and for the demo community's drawings.
     */
    hash: bigint("hash", { mode: "bigint" }),
    hashCentre: bigint("hash_centre", { mode: "bigint" }),
    /** Held for a moderator: only the owner sees it (photoVisibleTo) until it is approved. */
    held: boolean("held").notNull().default(false),
    /** The photo this one was held for looking like, and how many of 64 bits differ. */
    similarPhotoId: uuid("similar_photo_id").references((): AnyPgColumn => profilePhotos.id, {
      onDelete: "set null",
    }),
    similarDistance: integer("similar_distance"),
    createdAt: at("created_at").defaultNow().notNull(),
    updatedAt: at("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [index("profile_photos_user_position_idx").on(table.userId, table.position)],
);
