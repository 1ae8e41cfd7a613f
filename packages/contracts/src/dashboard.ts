import { z } from "zod";

const count = z.number().int().nonnegative();

/** The dashboard's figures, all counted from real rows. */
export const DashboardStatsSchema = z.object({
  /** Active matches. */
  totalMatches: count,
  /** Active matches made in the last 7 days. */
  newMatches: count,
  /** Likes received and not answered yet. */
  newLikes: count,
  /** Messages received and not read yet. */
  unreadMessages: count,
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const NEW_MATCH_DAYS = 7;
