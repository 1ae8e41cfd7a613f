import { and, eq, inArray, sql } from "drizzle-orm";
import { preparedSql, type Db } from "../../db/client";
import { decodeJsonRow, jsonArrayOf, namedSelection } from "../../db/json-rows";
import { memberSettings, profiles, users } from "../../db/schema";
import { memberOpenTo, memberSettingsOfProfile, profileColumnsSeenBy } from "../../db/visibility";
import { ownPhotosJson, visiblePhotosJson, type PhotoJson } from "../photos/photos.repository";

export type ProfileRow = typeof profiles.$inferSelect;

/** What the own profile shows of the row (`mapOwnProfile`): a hot read parses no more than this. */
const OWN_FIELDS = [
  "id",
  "firstName",
  "lastName",
  "age",
  "gender",
  "interestedIn",
  "relationshipType",
  "lookingFor",
  "location",
  "country",
  "state",
  "city",
  "bio",
  "ethnicity",
  "height",
  "weight",
  "relationshipStatus",
  "hasChildren",
  "mbtiType",
  "religion",
  "languages",
  "interests",
  "communicationStyle",
  "loveLanguage",
  "education",
  "occupation",
  "dealBreakers",
  "matchStyle",
  "quizAnswers",
  "verifiedPhotoId",
  "createdAt",
  "updatedAt",
] as const satisfies readonly (keyof ProfileRow)[];
export type OwnProfileRow = Pick<ProfileRow, (typeof OWN_FIELDS)[number]>;
const ownColumns = Object.fromEntries(OWN_FIELDS.map((field) => [field, profiles[field]])) as {
  [K in (typeof OWN_FIELDS)[number]]: (typeof profiles)[K];
};
export type ProfileValues = Partial<Omit<typeof profiles.$inferInsert, "id" | "createdAt" | "updatedAt">>;

/** The own profile: what `mapOwnProfile` shows of the row, and every photo of the member, in order. */
const ownFields = { ...ownColumns, photos: ownPhotosJson(sql`${profiles}.id`) };

/** A card's columns as its viewer (the `viewerId` placeholder) may read them, with the photos they may see. */
const cardViewer = sql.placeholder("viewerId") as unknown as string;
const cardFields = {
  ...profileColumnsSeenBy(cardViewer),
  photos: visiblePhotosJson(sql`${profiles}.id`, cardViewer),
};

export function createProfileRepository(db: Db) {
  // Prepared once: most member requests read their own row (the deck, /match/{id}, preferences).
  const byId = db
    .select()
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder("id")))
    .prepare("profile_by_id");
  // The own profile, photos in the same statement, as one JSON value (as the cards below).
  const ownWithPhotos = preparedSql<{ rows: Record<string, unknown>[] }>(
    db,
    "profile_own_with_photos",
    sql`select ${jsonArrayOf(sql`select ${namedSelection(ownFields)} from ${profiles}
      where ${profiles.id} = ${sql.placeholder("id")}`)} as rows`,
  );
  const cardsWithPhotos = preparedSql<{ rows: Record<string, unknown>[] }>(
    db,
    "profile_cards_with_photos",
    sql`select ${jsonArrayOf(sql`select ${namedSelection(cardFields)} from ${profiles}
      left join ${memberSettings} on ${memberSettingsOfProfile}
      where ${profiles.id} = any(${sql.placeholder("ids")}::uuid[])`)} as rows`,
  );

  return {
    /** The member's own row and their photos (all of them, in order), in one statement. */
    async findOwn(id: string): Promise<(OwnProfileRow & { photos: PhotoJson[] }) | undefined> {
      const [result] = await ownWithPhotos({ id });
      const row = result?.rows[0];
      return row && decodeJsonRow(ownFields, row);
    },

    async find(id: string): Promise<ProfileRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    /**
     * The full rows of these members (any order), as this viewer may read them: the few that made a
     * deck or a page of search.
     */
    async findMany(ids: string[], viewerId: string): Promise<ProfileRow[]> {
      return ids.length
        ? db
            .select(profileColumnsSeenBy(viewerId))
            .from(profiles)
            .leftJoin(memberSettings, memberSettingsOfProfile)
            .where(inArray(profiles.id, ids))
        : [];
    },

    /**
     * `findMany` with each member's photos this viewer may see, in one statement (the deck's cards),
     * prepared, and handed over as one JSON value: 20 rows of 50 columns cost the driver more than the
     * database.
     */
    async findManyWithPhotos(ids: string[], viewerId: string): Promise<(ProfileRow & { photos: PhotoJson[] })[]> {
      if (ids.length === 0) return [];
      const [result] = await cardsWithPhotos({ ids, viewerId });
      return (result?.rows ?? []).map((row) => decodeJsonRow(cardFields, row));
    },

    /**
     * The member as this viewer may open them: banned or blocked either way is not found, and so is a
     * hidden member, unless the two have an active match.
     */
    async findVisibleTo(id: string, viewerId: string): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select({ profile: profileColumnsSeenBy(viewerId) })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .leftJoin(memberSettings, memberSettingsOfProfile)
        .where(and(eq(profiles.id, id), memberOpenTo(viewerId)));
      return row?.profile;
    },

    async upsert(id: string, values: ProfileValues): Promise<ProfileRow> {
      const [row] = await db
        .insert(profiles)
        .values({ id, ...values })
        .onConflictDoUpdate({ target: profiles.id, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
