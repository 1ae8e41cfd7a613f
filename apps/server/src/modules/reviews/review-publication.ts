import { sql } from "drizzle-orm";
import { reviews } from "../../db/schema";

/**
 * Why reviews wait (decision 010): a count that moved the moment a review was written would tell the
 * reviewed member who wrote it whenever they knew who had just become able to (one eligible partner,
 * or the one they had just talked to). Each review is published on its own random delay, chosen at
 * write, between a twelfth of the longest delay and all of it (2 to 24 hours by default): the count
 * moves some hours later at a time that says nothing of when it was written. Chosen over daily
 * batches, which need a job, and whose publication time is known: a review written just before the
 * batch shows at once, and one alone in its day is still placed to that day.
 */
export function publishDelaySeconds(maxHours: number, random: () => number = Math.random): number {
  const max = maxHours * 3600;
  const min = max / 12;
  return Math.round(min + random() * (max - min));
}

/** A review counts for members once published; its author and admins see it before (as pending). */
export const reviewPublished = sql`${reviews.publishedAt} <= now()`;
