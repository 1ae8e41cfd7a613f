import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { photoVerifications, profilePhotos, profiles } from "../../db/schema";
import type { Decision } from "./verification-rules";

export type VerificationRow = typeof photoVerifications.$inferSelect;

export function createVerificationRepository(db: Db) {
  return {
    async start(userId: string, poses: string[], expiresAt: Date): Promise<VerificationRow> {
      const [row] = await db.insert(photoVerifications).values({ userId, poses, expiresAt }).returning();
      return row!;
    },

    async find(id: string, userId: string): Promise<VerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(photoVerifications)
        .where(and(eq(photoVerifications.id, id), eq(photoVerifications.userId, userId)))
        .limit(1);
      return row;
    },

    /** Whether any of these selfies was sent in an earlier verification of this member's. */
    async usedBefore(userId: string, digests: string[]): Promise<boolean> {
      const [row] = await db
        .select({ id: photoVerifications.id })
        .from(photoVerifications)
        .where(
          and(
            eq(photoVerifications.userId, userId),
            sql`${photoVerifications.selfieDigests} && ${sql.param(digests)}::text[]`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The member's photos in order (main first, as the lapse trigger orders them), with their files' keys. */
    photos(userId: string) {
      return db
        .select({ id: profilePhotos.id, storageKey: profilePhotos.storageKey })
        .from(profilePhotos)
        .where(eq(profilePhotos.userId, userId))
        .orderBy(asc(profilePhotos.position), asc(profilePhotos.createdAt));
    },

    /**
     * Records the verdict, once (a second request for the same verification finds it decided), and on
     * success gives the badge, provided the photo checked is still the main one.
     */
    async decide(id: string, userId: string, photoId: string, digests: string[], decision: Decision): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(photoVerifications)
          .set({
            verified: decision.verified,
            reason: decision.reason,
            mainSimilarity: decision.mainSimilarity,
            otherSimilarity: decision.otherSimilarity,
            photoId,
            selfieDigests: digests,
            decidedAt: new Date(),
          })
          .where(
            and(
              eq(photoVerifications.id, id),
              eq(photoVerifications.userId, userId),
              isNull(photoVerifications.decidedAt),
            ),
          )
          .returning({ id: photoVerifications.id });
        if (!row) return false;
        if (decision.verified)
          await tx
            .update(profiles)
            .set({ verifiedPhotoId: photoId, verifiedAt: new Date() })
            .where(
              and(
                eq(profiles.id, userId),
                sql`${photoId}::uuid = (select id from ${profilePhotos} where ${profilePhotos.userId} = ${userId}
                  order by ${profilePhotos.position}, ${profilePhotos.createdAt} limit 1)`,
              ),
            );
        return true;
      });
    },

    async status(userId: string): Promise<{ verifiedAt: Date | null } | undefined> {
      const [row] = await db
        .select({ verifiedAt: profiles.verifiedAt, photoId: profiles.verifiedPhotoId })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .limit(1);
      return row ? { verifiedAt: row.photoId ? row.verifiedAt : null } : undefined;
    },
  };
}
export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
