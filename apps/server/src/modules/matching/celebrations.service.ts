import { CELEBRATION_MESSAGES, type PendingCelebration } from "@kindred/contracts";
import { z } from "zod";
import { AppError } from "../../errors";
import { mapPublicProfile } from "../profile/profile-mappers";
import type { PhotoReader } from "../profile/profile.service";
import type { CelebrationsRepository } from "./celebrations.repository";

export function createCelebrationsService(repo: CelebrationsRepository, photos: PhotoReader) {
  return {
    /** The matches whose overlay this member has yet to see, with the other member as they may see them. */
    async pending(memberId: string): Promise<PendingCelebration[]> {
      const rows = await repo.pending(memberId);
      const visible = await photos.visibleToMany(
        rows.map((row) => row.profile.id),
        memberId,
      );
      return rows.map((row) => ({
        matchId: row.matchId,
        matchedAt: (row.matchedAt ?? new Date()).toISOString(),
        profile: mapPublicProfile(row.profile, visible.get(row.profile.id) ?? []),
      }));
    },

    /** Seen: it never shows again, on this device or another. Unknown, not theirs or out of reach: 404. */
    async markSeen(memberId: string, matchId: string): Promise<void> {
      const id = z.uuid().safeParse(matchId);
      if (!id.success || !(await repo.markSeen(memberId, id.data)))
        throw new AppError("NOT_FOUND", CELEBRATION_MESSAGES.notFound);
    },
  };
}
export type CelebrationsService = ReturnType<typeof createCelebrationsService>;
