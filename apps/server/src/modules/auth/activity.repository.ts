import type { Db } from "../../db/client";
import { memberActivityDays } from "../../db/schema";

/** The UTC days members used the app (the admin Stats' active users). */
export function createActivityRepository(db: Db) {
  return {
    /** `day` is a UTC date, YYYY-MM-DD; a second record of the same day is a no-op. */
    async recordDay(userId: string, day: string): Promise<void> {
      await db.insert(memberActivityDays).values({ userId, day }).onConflictDoNothing();
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
