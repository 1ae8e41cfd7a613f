import { and, eq, isNull, or, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { blockedBetween } from "../../db/visibility";
import {
  accounts,
  matches,
  messages,
  profilePhotos,
  profiles,
  rateLimitBuckets,
  users,
  verifications,
} from "../../db/schema";

/** What erasing an account leaves to do after the commit, and what is left to say about whom it was. */
export type ErasedAccount = {
  userId: string;
  email: string;
  firstName: string | null;
  /** Their language, for the mail that confirms the deletion. */
  locale: string;
  /** The member's files in the blob store, to delete once the rows are gone for good. */
  blobKeys: string[];
  /** The members whose conversation with them was closed. */
  partnerIds: string[];
};

/** Account deletion, bound to a transaction the caller may share (an admin's, with its audit row). */
export function accountWrites(db: Db) {
  const involves = (userId: string) => or(eq(matches.user1Id, userId), eq(matches.user2Id, userId));

  /**
   * The account's row, locked until the transaction ends. Locking it first also makes a photo upload or
   * a message send racing the deletion wait (their foreign key check needs this row), so no file is
   * written after the keys below were collected.
   */
  async function lock(userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        locale: users.locale,
        role: users.role,
        firstName: profiles.firstName,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId))
      .for("update", { of: users });
    return row;
  }

  return {
    lock,

    /**
     * Deletes the account: the users row, and with it by cascade the profile, photos, sessions, blocks,
     * reviews, preferences and notices. Messages, matches and reports stay with the member's id set to
     * null, so the others keep their conversation, shown as with a deleted member, closed. Undefined if
     * there is no such account.
     */
    async erase(userId: string): Promise<ErasedAccount | undefined> {
      const account = await lock(userId);
      if (!account) return undefined;
      const photos = await db
        .select({ main: profilePhotos.storageKey, preview: profilePhotos.previewKey })
        .from(profilePhotos)
        .where(eq(profilePhotos.userId, userId));
      // Their images go from the others' conversations too; the message stays, without the image.
      const images = await queryRows<{ key: string }>(
        db,
        sql`with sent as (
              select id, image_key from ${messages}
              where sender_id = ${userId} and image_key is not null
              for update
            )
            update ${messages} m set image_key = null from sent where m.id = sent.id
            returning sent.image_key as key`,
      );
      // Once the id is gone, a conversation ended by no one reads as "left by a deleted member" and shows,
      // read-only. One the member had unmatched, or one a block stands in, must stay hidden: it is
      // recorded as ended by the one who remains.
      const partner = sql`case when ${matches.user1Id} = ${userId} then ${matches.user2Id} else ${matches.user1Id} end`;
      await db
        .update(matches)
        .set({ endedBy: partner })
        .where(and(involves(userId), eq(matches.status, "ended"), eq(matches.endedBy, userId)));
      const closed = await db
        .update(matches)
        .set({
          status: "ended",
          endedAt: new Date(),
          endedBy: sql`case when ${blockedBetween(matches.user1Id, matches.user2Id)} then ${partner} else null end`,
        })
        .where(and(involves(userId), eq(matches.status, "active")))
        .returning({ user1Id: matches.user1Id, user2Id: matches.user2Id });
      // A like they gave or got is no conversation: it goes (an ended match stays, with its messages).
      await db.delete(matches).where(and(involves(userId), eq(matches.status, "pending")));
      await db.delete(users).where(eq(users.id, userId));
      // Pending password-reset links name the account by id; no foreign key removes them.
      await db.delete(verifications).where(eq(verifications.value, userId));
      // Nor any from others' private photos shared with them, or from the rate limits counted for them
      // (keys end in their id, or name their address for sign-in failures).
      await db
        .update(profilePhotos)
        .set({ allowedUsers: sql`array_remove(${profilePhotos.allowedUsers}, ${userId}::uuid)` })
        .where(sql`${userId}::uuid = any(${profilePhotos.allowedUsers})`);
      await db
        .delete(rateLimitBuckets)
        .where(
          or(
            sql`${rateLimitBuckets.key} like ${`%:${userId}`}`,
            eq(rateLimitBuckets.key, `sign-in-failures:${account.email}`),
          ),
        );
      // Conversations whose two members are both gone now belong to no one.
      await db.delete(matches).where(and(isNull(matches.user1Id), isNull(matches.user2Id)));
      return {
        userId,
        email: account.email,
        firstName: account.firstName,
        locale: account.locale,
        blobKeys: [...photos.flatMap((photo) => [photo.main, photo.preview]), ...images.map((image) => image.key)],
        partnerIds: closed
          .flatMap((match) => [match.user1Id, match.user2Id])
          .filter((id): id is string => id !== null && id !== userId),
      };
    },
  };
}
export type AccountWrites = ReturnType<typeof accountWrites>;

export function createAccountsRepository(db: Db) {
  return {
    /** The hash of the member's password (their credential account), or undefined when they have none. */
    async passwordHashOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ hash: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
      return row?.hash ?? undefined;
    },

    /** Runs `work` in one transaction, with the writes bound to it. */
    transaction<T>(work: (tx: AccountWrites) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(accountWrites(tx as unknown as Db)));
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
