import type { PushKind } from "@kindred/contracts";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { likeShownFrom, notBannedNow, notBlockedBetween } from "../../db/visibility";

/** What a push about one event may say, read when it is sent (never when it was queued). */
export type PushSubject = {
  otherFirstName: string | null;
  /** The recipient's language: the notification speaks it. */
  locale?: string;
  /** Messages only: the newest unread one, and whether the member shows message text. */
  message?: { content: string | null; hasImage: boolean };
  showText: boolean;
};

/** Each kind's switch (no settings row: the default, on). */
const SWITCH: Record<PushKind, string> = { match: "push_matches", message: "push_messages", like: "push_likes" };

/**
 * Whether a push may go now, and what it says. The recipient is not banned and has the kind's switch
 * on; the other member is still there, not banned, and there is no block either way. A match or a
 * message: the match is active; a message: something from the other member is still unread (the
 * newest is the one shown). A like: still a like (not a match since, whose push says more) from a
 * member who shows to others now.
 */
export function createPushDeliveryRepository(db: Db) {
  return {
    async subject(kind: PushKind, recipientId: string, matchId: string): Promise<PushSubject | undefined> {
      const state =
        kind === "like"
          ? sql`m.status = 'pending' and m.user2_id = recipient.id and ${likeShownFrom(sql.raw("other.id"))}`
          : sql`m.status = 'active'`;
      const message =
        kind === "message"
          ? sql`, newest.content, newest.image_key is not null as has_image from matches m
              join lateral (select content, image_key from messages
                where messages.match_id = m.id and messages.receiver_id = ${recipientId} and not messages.is_read
                order by messages.created_at desc limit 1) newest on true`
          : sql`, null as content, false as has_image from matches m`;
      const [row] = await queryRows<{
        other_first_name: string | null;
        locale: string;
        show_text: boolean;
        content: string | null;
        has_image: boolean;
      }>(
        db,
        sql`select p.first_name as other_first_name, recipient.locale,
            coalesce(s.push_message_text, false) as show_text ${message}
          join users recipient on recipient.id = ${recipientId} and recipient.id in (m.user1_id, m.user2_id)
          join users other on other.id = (case when m.user1_id = recipient.id then m.user2_id else m.user1_id end)
          left join profiles p on p.id = other.id
          left join member_settings s on s.user_id = recipient.id
          where m.id = ${matchId} and ${state}
            and ${notBannedNow({ banned: sql.raw("recipient.banned"), banExpires: sql.raw("recipient.ban_expires") })}
            and ${notBannedNow({ banned: sql.raw("other.banned"), banExpires: sql.raw("other.ban_expires") })}
            and ${notBlockedBetween(sql.raw("recipient.id"), sql.raw("other.id"))}
            and coalesce(s.${sql.raw(SWITCH[kind])}, true)`,
      );
      if (!row) return undefined;
      return {
        otherFirstName: row.other_first_name,
        locale: row.locale,
        showText: row.show_text,
        ...(kind === "message" ? { message: { content: row.content, hasImage: row.has_image } } : {}),
      };
    },
  };
}
export type PushDeliveryRepository = ReturnType<typeof createPushDeliveryRepository>;
