import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pushSubscriptions, sessions } from "../../db/schema";

/** The export's reads of the member's devices: where they are signed in, where pushes go. */
export function createExportDevicesRepository(db: Db) {
  return {
    /** The session list, never the tokens. */
    sessions(userId: string) {
      return db
        .select({
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
        .orderBy(asc(sessions.createdAt));
    },

    /**
     * The browsers subscribed to push notifications. Their endpoints and keys are not exported: each
     * lets whoever holds it push to that device, and a zip gets passed around.
     */
    pushDevices(userId: string) {
      return db
        .select({
          label: pushSubscriptions.label,
          endpoint: pushSubscriptions.endpoint,
          createdAt: pushSubscriptions.createdAt,
          lastSuccessAt: pushSubscriptions.lastSuccessAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt));
    },
  };
}
