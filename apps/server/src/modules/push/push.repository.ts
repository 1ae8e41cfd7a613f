import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";

/** A browser's subscription as the service stores it. */
export type NewSubscription = {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  browser: string | null;
  os: string | null;
};
/** What a push needs to reach one device. */
export type Destination = { id: string; endpoint: string; p256dh: string; auth: string };

const device = {
  id: pushSubscriptions.id,
  label: pushSubscriptions.label,
  browser: pushSubscriptions.browser,
  os: pushSubscriptions.os,
  createdAt: pushSubscriptions.createdAt,
  lastSuccessAt: pushSubscriptions.lastSuccessAt,
};
const destination = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/** Members' push subscriptions: one row per browser (the endpoint), always read by its member. */
export function createPushRepository(db: Db) {
  return {
    /**
     * Stores a subscription, or renews the one with this endpoint: its keys and label change, and it
     * becomes this member's (the browser is signed in to them now), dated as new if it moved. Then
     * the member's devices past `maxDevices`, least recently added first, go; never this one.
     */
    async save(subscription: NewSubscription, maxDevices: number) {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const moved = sql`${pushSubscriptions.userId} <> excluded.user_id`;
        const [row] = await tx
          .insert(pushSubscriptions)
          .values(subscription)
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              userId: subscription.userId,
              p256dh: subscription.p256dh,
              auth: subscription.auth,
              label: subscription.label,
              browser: subscription.browser,
              os: subscription.os,
              createdAt: sql`case when ${moved} then now() else ${pushSubscriptions.createdAt} end`,
              lastSuccessAt: sql`case when ${moved} then null else ${pushSubscriptions.lastSuccessAt} end`,
            },
          })
          // A row the statement inserted has no xmax; one it updated has this transaction's.
          .returning({ ...device, created: sql<boolean>`(xmax = 0)` });
        const kept = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, subscription.userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(maxDevices);
        await tx
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.userId, subscription.userId),
              sql`${pushSubscriptions.id} <> ${row!.id}`,
              notInArray(pushSubscriptions.id, kept),
            ),
          );
        return row!;
      });
    },

    /** The member's devices, newest first. */
    list(userId: string) {
      return db
        .select(device)
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
    },

    /** Removes one of the member's devices; false when they have none with that id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },

    /** Whether the member has a device at all: no job is queued for one who has none. */
    async hasAny(userId: string): Promise<boolean> {
      return (await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, userId))) > 0;
    },

    destinations(userId: string): Promise<Destination[]> {
      return db.select(destination).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    /** One device of the member (a retry's), if it is still theirs. */
    async destination(userId: string, id: string): Promise<Destination | undefined> {
      const [row] = await db
        .select(destination)
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
      return row;
    },

    async delivered(id: string): Promise<void> {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: sql`now()` })
        .where(eq(pushSubscriptions.id, id));
    },

    /** The push service says this subscription is gone (404, 410). */
    async gone(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
