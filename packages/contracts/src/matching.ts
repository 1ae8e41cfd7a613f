import { z } from "zod";

/** Spec 001 sections 4 and 8: what a like answers. */
export const LIKE_MESSAGES = {
  liked: "Like sent successfully!",
  matched: "It's a match!",
  alreadyLiked: "You've already sent a like to this person!",
  alreadyMatched: "You're already matched with this person!",
  failed: "Failed to send like",
  self: "You can't like yourself.",
  unavailable: "This profile is no longer available.",
  rateLimited: "You've sent a lot of likes in the last hour. Take a breather and try again later.",
} as const;

/** Likes per member per hour (Tinder's hidden limit is far higher; a real person rarely passes 100). */
export const LIKES_PER_HOUR = 100;

export const LikeInputSchema = z.object({ targetId: z.uuid("Choose a member to like") });
export type LikeInput = z.infer<typeof LikeInputSchema>;

export const LikeOutcomeSchema = z.enum(["liked", "matched", "already_liked", "already_matched"]);
export const LikeResultSchema = z.object({ outcome: LikeOutcomeSchema, matchId: z.string(), message: z.string() });
export type LikeResult = z.infer<typeof LikeResultSchema>;

export const PassInputSchema = z.object({ targetId: z.uuid("Choose a member to skip") });
