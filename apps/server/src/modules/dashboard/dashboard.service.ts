import { NEW_MATCH_DAYS, type DashboardStats } from "@kindred/contracts";
import type { DashboardRepository } from "./dashboard.repository";

export type DashboardDeps = {
  repo: DashboardRepository;
  pendingLikesOf: (userId: string) => Promise<number>;
  unreadMessagesOf: (userId: string) => Promise<number>;
};

/** The dashboard's figures, all counted from real rows. */
export function createDashboardService({ repo, pendingLikesOf, unreadMessagesOf }: DashboardDeps) {
  return {
    async stats(userId: string): Promise<DashboardStats> {
      const [totalMatches, newMatches, newLikes, unreadMessages] = await Promise.all([
        repo.totalMatches(userId),
        repo.newMatches(userId, NEW_MATCH_DAYS),
        // The same counts as the Messages tab's badges: nothing from across a block.
        pendingLikesOf(userId),
        unreadMessagesOf(userId),
      ]);
      return { totalMatches, newMatches, newLikes, unreadMessages };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
