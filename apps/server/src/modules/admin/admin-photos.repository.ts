import type { ReportCategory } from "@kindred/contracts";
import { count, desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { profilePhotos, profiles, reports, users } from "../../db/schema";

export type PendingPhotoReport = { id: string; reason: string; category: ReportCategory };

/** The pending reports of a photo (target_id holds the photo id as text). */
const pendingReportsOfPhoto = sql`from ${reports} r
  where r.kind = 'photo' and r.status = 'pending' and r.target_id = ${profilePhotos.id}::text`;

/** The oldest pending report of the photo, as one JSON value, or null. */
const oldestPendingReport = sql<PendingPhotoReport | null>`(
  select json_build_object('id', r.id, 'reason', r.reason, 'category', r.category)
  ${pendingReportsOfPhoto}
  order by r.created_at asc, r.id asc
  limit 1)`;

/** Flagged: the photo's own flag, or a report of it that no moderator has decided yet. */
const flagged = or(eq(profilePhotos.isFlagged, true), sql`exists (select 1 ${pendingReportsOfPhoto})`)!;

/** The photo a held one looks like, and its owner (shown side by side). */
const similarPhoto = alias(profilePhotos, "similar_photo");
const similarOwner = alias(users, "similar_owner");
const similarProfile = alias(profiles, "similar_profile");

/** The admin panel's photo grid: every photo, private ones included, and its files. */
export function createAdminPhotosRepository(db: Db) {
  return {
    async page(onlyFlagged: boolean, limit: number, offset: number) {
      const where = onlyFlagged ? flagged : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: profilePhotos.id,
            userId: profilePhotos.userId,
            position: profilePhotos.position,
            isPrivate: profilePhotos.isPrivate,
            isFlagged: profilePhotos.isFlagged,
            flagReason: profilePhotos.flagReason,
            createdAt: profilePhotos.createdAt,
            updatedAt: profilePhotos.updatedAt,
            firstName: profiles.firstName,
            lastName: profiles.lastName,
            email: users.email,
            isDemo: sql<boolean>`coalesce(${profiles.isDemo}, false)`.mapWith(Boolean),
            report: oldestPendingReport,
            held: profilePhotos.held,
            similarDistance: profilePhotos.similarDistance,
            similarPhotoId: similarPhoto.id,
            similarOwnerId: similarPhoto.userId,
            similarOwnerEmail: similarOwner.email,
            similarOwnerBanned: similarOwner.banned,
            similarFirstName: similarProfile.firstName,
            similarLastName: similarProfile.lastName,
          })
          .from(profilePhotos)
          .leftJoin(profiles, eq(profiles.id, profilePhotos.userId))
          .innerJoin(users, eq(users.id, profilePhotos.userId))
          .leftJoin(similarPhoto, eq(similarPhoto.id, profilePhotos.similarPhotoId))
          .leftJoin(similarOwner, eq(similarOwner.id, similarPhoto.userId))
          .leftJoin(similarProfile, eq(similarProfile.id, similarPhoto.userId))
          .where(where)
          .orderBy(desc(profilePhotos.createdAt), desc(profilePhotos.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(profilePhotos).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async file(photoId: string) {
      const [row] = await db
        .select({
          storageKey: profilePhotos.storageKey,
          previewKey: profilePhotos.previewKey,
          contentType: profilePhotos.contentType,
        })
        .from(profilePhotos)
        .where(eq(profilePhotos.id, photoId));
      return row;
    },
  };
}
export type AdminPhotosRepository = ReturnType<typeof createAdminPhotosRepository>;
