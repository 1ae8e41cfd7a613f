import { and, asc, desc, eq, fillPlaceholders, inArray, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { preparedStatement, queryRows, type Db } from "../../db/client";
import { hitSql, type LimitWindow } from "../../lib/rate-limiter";
import { matches, messages, profilePhotos } from "../../db/schema";
import { STALE_MS } from "../realtime/presence";
import { hasLiveSocket } from "../realtime/presence.repository";
import {
  aliasedMatch,
  blockedBetween,
  blockedBetweenText,
  conversationOpen,
  leftByDeletedMember,
  photoVisibleTo,
  readReceiptsBetween,
} from "../../db/visibility";

export type MessageRow = typeof messages.$inferSelect;
/** A member id is null once that member deleted their account. */
export type MatchAccess = {
  id: string;
  user1Id: string | null;
  user2Id: string | null;
  status: string;
  blocked: boolean;
  /** The other member deleted their account: the conversation stays, read-only (see visibility.ts). */
  memberDeleted: boolean;
};
/** As MatchAccess, and whether both members share read receipts (see visibility.ts). */
export type ReadAccess = MatchAccess & { readReceipts: boolean };
export type ConversationRow = {
  match_id: string;
  matched_at: Date | string | null;
  created_at: Date | string;
  /** Null when the other member deleted their account (and then so are the names). */
  other_id: string | null;
  first_name: string | null;
  last_name: string | null;
  last_content: string | null;
  last_image_key: string | null;
  last_sender_id: string | null;
  last_at: Date | string | null;
  unread: number;
  online: boolean;
  /** The first photo of the other member's that I may see (their avatar), if any. */
  avatar_id: string | null;
};

/** The match and whether a block stands between its two members. */
const accessColumns = {
  id: matches.id,
  user1Id: matches.user1Id,
  user2Id: matches.user2Id,
  status: matches.status,
  blocked: sql<boolean>`${blockedBetween(matches.user1Id, matches.user2Id)}`,
  memberDeleted: sql<boolean>`${leftByDeletedMember()}`,
};
const m = aliasedMatch("m");

export type NewMessage = Pick<
  MessageRow,
  "id" | "matchId" | "senderId" | "receiverId" | "clientId" | "content" | "imageKey" | "createdAt"
>;
/**
 * What the store statement found: the match between sender and receiver (`missing` if there is none),
 * the rate-limit count (null when not counted: the match refused it or the client_id was stored
 * before), whether the message is now stored, and whether the receiver has a device to push to (so
 * a send to a member without one asks nothing more).
 */
export type StoreResult = {
  match: "missing" | "blocked" | "pending" | "active";
  count: number | null;
  stored: boolean;
  receiverHasDevice: boolean;
};

/**
 * A send's whole write in one statement, so one round trip and one commit: check the match ($5, between
 * sender $6 and receiver $7) is active and unblocked and the client_id ($8) is new, count the sender's
 * rate limit ($1 key, $2 window) and store the message within the limit ($3 max). Checks and insert
 * share one snapshot, so a block that commits first always wins. The event goes out after the commit
 * (see the PostgreSQL bus: a NOTIFY here would serialise every send's disk flush).
 */
const STORE_SQL = `with access as (
    select m.status = 'active' as active, ${blockedBetweenText("m.user1_id", "m.user2_id")} as blocked
    from matches m
    where m.id = $5 and ((m.user1_id = $6 and m.user2_id = $7) or (m.user1_id = $7 and m.user2_id = $6))),
  existing as (select 1 from messages where sender_id = $6 and client_id = $8),
  bucket as (${hitSql("from access where active and not blocked and not exists (select 1 from existing)")}),
  stored as (
    insert into messages (id, match_id, sender_id, receiver_id, client_id, content, image_key, created_at)
    select $4, $5, $6, $7, $8, $9, $10, $11 from bucket where bucket.count <= $3
    on conflict (sender_id, client_id) do nothing
    returning id)
  select (select active from access) as active,
         (select blocked from access) as blocked,
         (select count from bucket) as count,
         (select count(*)::int from stored) as stored,
         exists (select 1 from push_subscriptions where user_id = $7) as receiver_has_device`;

type StoreRow = {
  active: boolean | null;
  blocked: boolean | null;
  count: number | string | null;
  stored: number;
  receiver_has_device: boolean;
};

/**
 * The conversation list, one statement a request: built from the shared visibility and presence rules
 * once, here, and prepared, so a request neither builds SQL nor has it planned again. The member is
 * the `userId` placeholder wherever it appears.
 */
const conversationsSql = new PgDialect().sqlToQuery(conversationsQuery(sql.placeholder("userId")));

function conversationsQuery(userId: Placeholder): SQL {
  const me = userId as unknown as string; // a placeholder stands where the rules take the member's id
  return sql`
    select m.id as match_id, m.matched_at, m.created_at, p.id as other_id, p.first_name, p.last_name,
           lm.content as last_content, lm.image_key as last_image_key, lm.sender_id as last_sender_id,
           lm.created_at as last_at,
           (select count(*)::int from messages u
             where u.match_id = m.id and u.receiver_id = ${userId} and not u.is_read) as unread,
           p.id is not null and ${hasLiveSocket(sql`p.id`, STALE_MS)} as online,
           (select ${profilePhotos.id} from ${profilePhotos}
             where ${profilePhotos.userId} = p.id and ${photoVisibleTo(me)}
             order by ${profilePhotos.position}, ${profilePhotos.createdAt} limit 1) as avatar_id
    from matches m
    left join profiles p on p.id = case when m.user1_id = ${userId} then m.user2_id else m.user1_id end
    left join lateral (
      select content, image_key, sender_id, created_at from messages
      where match_id = m.id order by created_at desc, id desc limit 1
    ) lm on true
    where (m.user1_id = ${userId} or m.user2_id = ${userId}) and ${conversationOpen(m)}
      -- A member who is still here but has no profile row yet has nothing to show.
      and (p.id is not null or ${leftByDeletedMember(m)})
    order by lm.created_at desc nulls last, m.matched_at desc nulls last
    limit ${sql.placeholder("limit")}`;
}

export function createMessagesRepository(db: Db) {
  // The send path's two statements, prepared once: no SQL to build per send, and PostgreSQL parses
  // and plans them once per connection.
  const storeStatement = preparedStatement<StoreRow>(db, "messages_store", STORE_SQL);
  const conversationsStatement = preparedStatement<ConversationRow>(db, "messages_conversations", conversationsSql.sql);
  const sendContextQuery = db
    .select({ ...accessColumns, existing: messages })
    .from(matches)
    .leftJoin(
      messages,
      and(eq(messages.senderId, sql.placeholder("senderId")), eq(messages.clientId, sql.placeholder("clientId"))),
    )
    .where(eq(matches.id, sql.placeholder("matchId")))
    .prepare("messages_send_context");

  return {
    /** The match with whether a block stands between its two members, and whether both share read receipts. */
    async matchAccess(matchId: string): Promise<ReadAccess | undefined> {
      const [row] = await db
        .select({
          ...accessColumns,
          readReceipts: sql<boolean>`${readReceiptsBetween(matches.user1Id, matches.user2Id)}`,
        })
        .from(matches)
        .where(eq(matches.id, matchId));
      return row;
    },

    /** Whether both members of the match share read receipts (see visibility.ts). */
    async readReceiptsShared(matchId: string): Promise<boolean> {
      const [row] = await db
        .select({ shared: sql<boolean>`${readReceiptsBetween(matches.user1Id, matches.user2Id)}` })
        .from(matches)
        .where(eq(matches.id, matchId));
      return row?.shared ?? false;
    },

    /**
     * What a send needs, in one round trip: the match as matchAccess answers it, and the message this
     * sender already stored under this client_id (in any conversation), if any.
     */
    async sendContext(
      matchId: string,
      senderId: string,
      clientId: string,
    ): Promise<{ match: MatchAccess; existing: MessageRow | undefined } | undefined> {
      const [row] = await sendContextQuery.execute({ matchId, senderId, clientId });
      if (!row) return undefined;
      const { existing, ...match } = row;
      return { match, existing: existing ?? undefined };
    },

    /**
     * My active, unblocked matches, and those a deleted member left, with their last message, my
     * unread count, whether the other is online and the first photo of theirs I may see, newest
     * activity first. Nothing of a deleted member is read: their side is null.
     */
    conversations: (userId: string, limit: number): Promise<ConversationRow[]> =>
      conversationsStatement(fillPlaceholders(conversationsSql.params, { userId, limit })),

    async findByClientId(senderId: string, clientId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
      return row;
    },

    /** Checks, counts and stores in one statement (see STORE_SQL). */
    async store(message: NewMessage, limit: LimitWindow): Promise<StoreResult> {
      const { id, matchId, senderId, receiverId, clientId, content, imageKey, createdAt } = message;
      const [row] = await storeStatement([
        limit.key,
        limit.window,
        limit.max,
        id,
        matchId,
        senderId,
        receiverId,
        clientId,
        content,
        imageKey,
        createdAt,
      ]);
      const match = row?.active == null ? "missing" : row.blocked ? "blocked" : row.active ? "active" : "pending";
      return {
        match,
        count: row?.count == null ? null : Number(row.count),
        stored: (row?.stored ?? 0) > 0,
        receiverHasDevice: row?.receiver_has_device === true,
      };
    },

    /** A page of the conversation, oldest first, ending before the given message. */
    async page(matchId: string, limit: number, before?: string): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
      const cursor = before
        ? sql`(${messages.createdAt}, ${messages.id}) < (select created_at, id from ${messages} where id = ${before} and match_id = ${matchId})`
        : undefined;
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.matchId, matchId), cursor))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
    },

    /** Marks what I received in this match read; answers which messages changed, by sender. */
    async markRead(matchId: string, receiverId: string): Promise<{ id: string; senderId: string | null }[]> {
      return db
        .update(messages)
        .set({ isRead: true })
        .where(and(eq(messages.matchId, matchId), eq(messages.receiverId, receiverId), eq(messages.isRead, false)))
        .returning({ id: messages.id, senderId: messages.senderId });
    },

    /** A message with whether a block now stands between its sender and receiver (for its image). */
    async findWithAccess(id: string): Promise<(MessageRow & { blocked: boolean }) | undefined> {
      const [row] = await db
        .select({ message: messages, blocked: sql<boolean>`${blockedBetween(messages.senderId, messages.receiverId)}` })
        .from(messages)
        .where(eq(messages.id, id));
      return row && { ...row.message, blocked: row.blocked };
    },

    /** Unread messages for me in conversations I can still open. */
    async unreadCount(userId: string): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from messages u join matches m on m.id = u.match_id
            where u.receiver_id = ${userId} and not u.is_read and ${conversationOpen(m)}`,
      );
      return row?.n ?? 0;
    },

    async byIds(ids: string[]): Promise<MessageRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(messages).where(inArray(messages.id, ids)).orderBy(asc(messages.createdAt));
    },

    /** Active matches between these two members (there is at most one). */
    async activeMatchBetween(a: string, b: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: matches.id })
        .from(matches)
        .where(
          and(
            or(
              and(eq(matches.user1Id, a), eq(matches.user2Id, b)),
              and(eq(matches.user1Id, b), eq(matches.user2Id, a)),
            ),
            eq(matches.status, "active"),
          ),
        );
      return row?.id;
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
