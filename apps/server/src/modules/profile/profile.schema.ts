import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { at } from "../../db/columns";
import { users } from "../auth/auth.schema";
import { profilePhotos } from "../photos/photos.schema";

const list = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** The SQL of profiles.geo_cell; `geoCellOf` in the deck repository is the same formula. */
export const GEO_CELL_SQL = "(floor(latitude)::integer + 90) * 1000 + floor(longitude)::integer + 180";

/**
 * The deck's indexes, one per gender group (every visible member is in exactly one): each cell's members
 * in the deck's order (most recently active first), with every column its filters read, so the deck can
 * read each cell around a viewer in that order and stop at its pool size without touching a row. A query
 * reaches a group's index by repeating its condition (unqualified, over one profiles table) word for word.
 */
export const DECK_GROUPS = [
  { name: "male", where: "gender = 'male'" },
  { name: "female", where: "gender = 'female'" },
  { name: "other", where: "(gender is null or gender not in ('male', 'female'))" },
] as const;

/** The spec's profiles table (id = user id) plus what matching needs. Coordinates never leave the server. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    age: integer("age"),
    gender: text("gender"),
    interestedIn: text("interested_in"),
    location: text("location"),
    country: text("country"),
    state: text("state"),
    city: text("city"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    bio: text("bio"),
    ethnicity: text("ethnicity"),
    height: integer("height"),
    weight: integer("weight"),
    languages: list("languages"),
    religion: text("religion"),
    mbtiType: text("mbti_type"),
    hasChildren: boolean("has_children").notNull().default(false),
    relationshipStatus: text("relationship_status"),
    relationshipType: list("relationship_type"),
    lookingFor: list("looking_for"),
    interests: list("interests"),
    communicationStyle: text("communication_style"),
    loveLanguage: text("love_language"),
    education: text("education"),
    occupation: text("occupation"),
    dealBreakers: list("deal_breakers"),
    matchStyle: text("match_style"),
    quizAnswers: jsonb("quiz_answers").$type<string[]>(),
    avatar: text("avatar"),
    /**
     * The photo a selfie verification matched (modules/verification). A trigger (migration 0020)
     * clears it the moment that photo stops being the main one, so a member is verified exactly when
     * this is set: no read path needs to check the main photo again.
     */
    verifiedPhotoId: uuid("verified_photo_id").references((): AnyPgColumn => profilePhotos.id, {
      onDelete: "set null",
    }),
    verifiedAt: at("verified_at"),
    discoveryMinAge: integer("discovery_min_age").notNull().default(18),
    discoveryMaxAge: integer("discovery_max_age").notNull().default(65),
    discoveryDistanceKm: integer("discovery_distance_km").notNull().default(80),
    hidden: boolean("hidden").notNull().default(false),
    isDemo: boolean("is_demo").notNull().default(false),
    lastSeenAt: at("last_seen_at"),
    /**
     * The 1-degree geo cell of the coordinates, (floor(latitude) + 90) * 1000 + floor(longitude) + 180, kept by
     * the database itself (a generated column), so every write of latitude or longitude moves it along.
     */
    geoCell: integer("geo_cell").generatedAlwaysAs(sql.raw(GEO_CELL_SQL)),
    createdAt: at("created_at").defaultNow().notNull(),
    updatedAt: at("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [
    index("profiles_created_at_idx").on(table.createdAt),
    ...DECK_GROUPS.map((group) =>
      index(`profiles_deck_${group.name}_idx`)
        .on(
          table.geoCell,
          table.lastSeenAt.desc().nullsLast(),
          table.createdAt.desc(),
          table.id,
          table.latitude,
          table.longitude,
          table.age,
          table.discoveryMinAge,
          table.discoveryMaxAge,
          table.interestedIn,
        )
        .where(sql.raw(`first_name is not null and not hidden and ${group.where}`)),
    ),
  ],
);
