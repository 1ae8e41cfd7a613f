import { and, asc, gt, inArray, eq, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profilePhotos, profiles, users } from "../../db/schema";
import { photoVisibleTo } from "../../db/visibility";

export type PhotoRow = typeof profilePhotos.$inferSelect;
export type NewPhotoRow = Omit<typeof profilePhotos.$inferInsert, "createdAt" | "updatedAt" | "allowedUsers">;

/** Another member's photo that an upload looks like (PHOTO_MATCHING), and how close it is. */
export type SimilarPhoto = { id: string; userId: string; ownerBanned: boolean; distance: number };

/** A photo as `ownPhotosJson` hands it over: what `mapPhotoJson` needs, the time as epoch milliseconds. */
export type PhotoJson = Pick<
  PhotoRow,
  "id" | "position" | "width" | "height" | "placeholder" | "isPrivate" | "held"
> & {
  createdAt: number;
};

/**
 * Photos as one JSON column, in their order, for a statement that reads them with their owner's row.
 * Columns are qualified by hand: drizzle writes bare names inside a one-table select, which a
 * correlated subquery could take for the outer table's.
 */
const photosJson = (where: SQL): SQL<PhotoJson[]> =>
  sql<PhotoJson[]>`(select coalesce(json_agg(json_build_object(
      'id', profile_photos.id, 'position', profile_photos.position, 'width', profile_photos.width,
      'height', profile_photos.height, 'placeholder', profile_photos.placeholder,
      'isPrivate', profile_photos.is_private, 'held', profile_photos.held,
      'createdAt', floor(extract(epoch from profile_photos.created_at) * 1000)
    ) order by profile_photos.position, profile_photos.created_at), '[]'::json)
    from ${profilePhotos} where ${where})`;

/**
 * A member's own photos (`userId`: the owner's id column, qualified), as `listOwn` reads them, in one
 * JSON column: a hot read (the own profile) takes them in the same statement as the row. Milliseconds
 * are truncated, as the driver's Date truncates them.
 */
export const ownPhotosJson = (userId: SQLWrapper): SQL<PhotoJson[]> =>
  photosJson(sql`profile_photos.user_id = ${userId}`);

/** The photos of the member `ownerId` (a qualified column) this viewer may see, as `listVisibleTo` reads them. */
export const visiblePhotosJson = (ownerId: SQLWrapper, viewerId: string): SQL<PhotoJson[]> =>
  photosJson(sql`profile_photos.user_id = ${ownerId} and ${photoVisibleTo(viewerId)}`);

export function createPhotosRepository(db: Db) {
  return {
    ...photoQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    transaction<T>(work: (tx: PhotoQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(photoQueries(tx as unknown as Db)));
    },
  };
}
export type PhotosRepository = ReturnType<typeof createPhotosRepository>;

function photoQueries(db: Db) {
  return {
    /**
     * Serialises a member's photo changes until the transaction ends, so two parallel uploads
     * cannot both take the sixth slot. A transaction-scoped advisory lock: nothing to clean up.
     */
    async lockMember(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`profile_photos:${userId}`}, 0))`);
    },

    listOwn(userId: string): Promise<PhotoRow[]> {
      return db
        .select()
        .from(profilePhotos)
        .where(eq(profilePhotos.userId, userId))
        .orderBy(asc(profilePhotos.position), asc(profilePhotos.createdAt));
    },

    listVisibleTo(ownerId: string, viewerId: string): Promise<PhotoRow[]> {
      return db
        .select()
        .from(profilePhotos)
        .where(and(eq(profilePhotos.userId, ownerId), photoVisibleTo(viewerId)))
        .orderBy(asc(profilePhotos.position), asc(profilePhotos.createdAt));
    },

    /** Many owners' photos as one viewer may see them, in one query (decks and lists). */
    listVisibleToMany(ownerIds: string[], viewerId: string): Promise<PhotoRow[]> {
      if (ownerIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(profilePhotos)
        .where(and(inArray(profilePhotos.userId, ownerIds), photoVisibleTo(viewerId)))
        .orderBy(asc(profilePhotos.userId), asc(profilePhotos.position), asc(profilePhotos.createdAt));
    },

    count(userId: string): Promise<number> {
      return db.$count(profilePhotos, eq(profilePhotos.userId, userId));
    },

    async findOwned(id: string, userId: string): Promise<PhotoRow | undefined> {
      const [row] = await db
        .select()
        .from(profilePhotos)
        .where(and(eq(profilePhotos.id, id), eq(profilePhotos.userId, userId)));
      return row;
    },

    /** The photo if this viewer may see it; a photo they may not see is as good as missing. */
    async findVisible(id: string, viewerId: string): Promise<PhotoRow | undefined> {
      const [row] = await db
        .select()
        .from(profilePhotos)
        .where(and(eq(profilePhotos.id, id), photoVisibleTo(viewerId)));
      return row;
    },

    /**
     * The closest photo of another member (not itself held) to any of `probes` (an upload's hashes),
     * within `maxDistance` bits of its whole or centre hash; a banned member's first (ban evasion), then
     * the closest. Every hashed photo is read: a scan of two integers a row, a few milliseconds per
     * hundred thousand photos (an index of hash bands would serve a much larger service).
     */
    async findSimilar(userId: string, probes: bigint[], maxDistance: number): Promise<SimilarPhoto | undefined> {
      const distances = probes.flatMap((probe) => [
        sql`bit_count((${profilePhotos.hash} # ${probe.toString()}::bigint)::bit(64))`,
        sql`bit_count((${profilePhotos.hashCentre} # ${probe.toString()}::bigint)::bit(64))`,
      ]);
      const distance = sql<number>`least(${sql.join(distances, sql`, `)})::int`;
      const [row] = await db
        .select({ id: profilePhotos.id, userId: profilePhotos.userId, ownerBanned: users.banned, distance })
        .from(profilePhotos)
        .innerJoin(users, eq(users.id, profilePhotos.userId))
        .where(
          and(
            sql`${profilePhotos.userId} <> ${userId}`,
            sql`${profilePhotos.hash} is not null`,
            // A held photo is itself a suspected copy: matching it would hold its own original.
            sql`not ${profilePhotos.held}`,
            sql`${distance} <= ${maxDistance}`,
          ),
        )
        .orderBy(sql`${users.banned} desc`, distance, asc(profilePhotos.createdAt))
        .limit(1);
      return row ? { ...row, ownerBanned: Boolean(row.ownerBanned) } : undefined;
    },

    async insert(values: NewPhotoRow): Promise<PhotoRow> {
      const [row] = await db.insert(profilePhotos).values(values).returning();
      return row!;
    },

    async setPrivacy(id: string, userId: string, isPrivate: boolean): Promise<PhotoRow | undefined> {
      const [row] = await db
        .update(profilePhotos)
        .set({ isPrivate, allowedUsers: [], updatedAt: new Date() })
        .where(and(eq(profilePhotos.id, id), eq(profilePhotos.userId, userId)))
        .returning();
      return row;
    },

    async deleteOwned(id: string, userId: string): Promise<PhotoRow | undefined> {
      const [row] = await db
        .delete(profilePhotos)
        .where(and(eq(profilePhotos.id, id), eq(profilePhotos.userId, userId)))
        .returning();
      return row;
    },

    deleteAllOwned(userId: string): Promise<PhotoRow[]> {
      return db.delete(profilePhotos).where(eq(profilePhotos.userId, userId)).returning();
    },

    /** Closes gaps so positions run 0..n-1 in their current order. */
    async renumber(userId: string): Promise<void> {
      await db.execute(sql`
        update ${profilePhotos} as p
        set position = ordered.rank - 1, updated_at = now()
        from (
          select id, row_number() over (order by position, created_at) as rank
          from ${profilePhotos} where user_id = ${userId}
        ) as ordered
        where p.id = ordered.id and p.position <> ordered.rank - 1`);
    },

    /**
     * Photos still missing what a start-up backfill makes (`placeholder`: stored before placeholders;
     * `hash`: before issue 31, or seeded), in id order after `afterId` (the backfill's cursor).
     */
    missing(what: "placeholder" | "hash", afterId: string | null, limit: number) {
      return db
        .select({ id: profilePhotos.id, previewKey: profilePhotos.previewKey })
        .from(profilePhotos)
        .where(and(isNull(profilePhotos[what]), afterId ? gt(profilePhotos.id, afterId) : undefined))
        .orderBy(asc(profilePhotos.id))
        .limit(limit);
    },

    async setHashes(id: string, hash: bigint, hashCentre: bigint): Promise<void> {
      await db
        .update(profilePhotos)
        .set({ hash, hashCentre })
        .where(and(eq(profilePhotos.id, id), isNull(profilePhotos.hash)));
    },

    async setPlaceholder(id: string, placeholder: string): Promise<void> {
      await db
        .update(profilePhotos)
        .set({ placeholder })
        .where(and(eq(profilePhotos.id, id), isNull(profilePhotos.placeholder)));
    },

    /** profiles.avatar follows the main photo; a member without a profile row gets a bare one. */
    async setAvatar(userId: string, avatar: string | null): Promise<void> {
      await db
        .insert(profiles)
        .values({ id: userId, avatar })
        .onConflictDoUpdate({ target: profiles.id, set: { avatar, updatedAt: new Date() } });
    },
  };
}
type PhotoQueries = ReturnType<typeof photoQueries>;

/** Another member's photos as `viewerId` may see them, in order (for the profile module). */
export const listPhotosVisibleTo = (db: Db, ownerId: string, viewerId: string) =>
  createPhotosRepository(db).listVisibleTo(ownerId, viewerId);
