import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { photoVerifications, profiles } from "../../db/schema";

/** The selfie verifications moderators look over: decided attempts only (a started one says nothing yet). */
export function createAdminVerificationsRepository(db: Db) {
  return {
    /** Newest first: every decided attempt, or only the failed ones. */
    attempts(failedOnly: boolean, limit: number) {
      return db
        .select({
          id: photoVerifications.id,
          userId: photoVerifications.userId,
          firstName: profiles.firstName,
          verified: photoVerifications.verified,
          reason: photoVerifications.reason,
          poses: photoVerifications.poses,
          mainSimilarity: photoVerifications.mainSimilarity,
          otherSimilarity: photoVerifications.otherSimilarity,
          createdAt: photoVerifications.createdAt,
          verifiedNow: isNotNull(profiles.verifiedPhotoId).mapWith(Boolean),
        })
        .from(photoVerifications)
        .leftJoin(profiles, eq(profiles.id, photoVerifications.userId))
        .where(
          and(isNotNull(photoVerifications.decidedAt), failedOnly ? eq(photoVerifications.verified, false) : undefined),
        )
        .orderBy(desc(photoVerifications.createdAt), desc(photoVerifications.id))
        .limit(limit);
    },
  };
}
export type AdminVerificationsRepository = ReturnType<typeof createAdminVerificationsRepository>;
