import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { notificationMails } from "../../db/schema";
import { notBlockedBetween, notBannedNow } from "../../db/visibility";

export type NotificationKind = "match" | "message";

/** What a claimed mail needs: where it goes and whom it is about. */
export type ClaimedMail = { email: string; otherFirstName: string | null; locale: string };

/** The member switch each kind of mail also needs, besides `email_notifications`. */
const SWITCH: Record<NotificationKind, string> = {
  match: "match_alerts",
  message: "message_notifications",
};

export function createNotificationsRepository(db: Db) {
  const recipient = { banned: sql.raw("recipient.banned"), banExpires: sql.raw("recipient.ban_expires") };
  const other = { banned: sql.raw("other.banned"), banExpires: sql.raw("other.ban_expires") };
  return {
    /**
     * The conversations owed a job in the message jobs' queue (`queue`): a message stored in the day
     * before `before`, still unread, and no job for its receiver and conversation queued since (one
     * queued up to a delay before the message covers it, as sends skip queuing while one waits; a
     * minute more for the clocks of several processes). pg-boss keeps a job in `job`, then in
     * `archive` once done. Read once per process start, in the background.
     */
    async unqueuedMessageMails(
      queue: string,
      before: Date,
      delaySeconds: number,
    ): Promise<{ recipientId: string; matchId: string }[]> {
      const queued = (table: string) => sql`exists (select 1 from ${sql.raw(table)} j
        where j.name = ${queue} and j.singleton_key = u.receiver_id::text || ':' || u.match_id::text
          and j.created_on > u.created_at - make_interval(secs => ${delaySeconds + 60}))`;
      const rows = await queryRows<{ recipient_id: string; match_id: string }>(
        db,
        sql`select distinct u.receiver_id as recipient_id, u.match_id from messages u
            where not u.is_read and u.receiver_id is not null
              and u.created_at < ${before} and u.created_at > ${before}::timestamptz - interval '1 day'
              and not ${queued("pgboss.job")} and not ${queued("pgboss.archive")}`,
      );
      return rows.map((row) => ({ recipientId: row.recipient_id, matchId: row.match_id }));
    },

    /**
     * Whether this mail may go now, and if so takes the conversation's hour in the same statement: the
     * recipient exists, is not banned and has both switches on (no settings row: all on); the match
     * is active with the other member still there, not banned, and no block either way; for a
     * message, something in it is still unread by the recipient. The hour slides: a mail goes only if
     * the last one about this conversation to this member (match or message) is more than an hour
     * old, and its time is set at once, so two jobs at the same instant send one mail.
     */
    async claim(kind: NotificationKind, recipientId: string, matchId: string): Promise<ClaimedMail | undefined> {
      const unread =
        kind === "message"
          ? sql`and exists (select 1 from messages where messages.match_id = m.id
              and messages.receiver_id = recipient.id and not messages.is_read)`
          : sql``;
      const [row] = await queryRows<{ email: string; other_first_name: string | null; locale: string }>(
        db,
        sql`
        with allowed as (
          select recipient.id as recipient_id, m.id as match_id, recipient.email, recipient.locale,
            p.first_name as other_first_name
          from matches m
          join users recipient on recipient.id = ${recipientId}
            and recipient.id in (m.user1_id, m.user2_id)
          join users other on other.id = (case when m.user1_id = recipient.id then m.user2_id else m.user1_id end)
          left join profiles p on p.id = other.id
          left join member_settings s on s.user_id = recipient.id
          where m.id = ${matchId} and m.status = 'active'
            and ${notBannedNow(recipient)} and ${notBannedNow(other)}
            and ${notBlockedBetween(sql.raw("recipient.id"), sql.raw("other.id"))}
            and coalesce(s.email_notifications, true) and coalesce(s.${sql.raw(SWITCH[kind])}, true)
            ${unread}
        ), claimed as (
          insert into notification_mails (recipient_id, match_id, last_mailed_at)
          select recipient_id, match_id, now() from allowed
          on conflict (recipient_id, match_id) do update set last_mailed_at = excluded.last_mailed_at
            where notification_mails.last_mailed_at < now() - interval '1 hour'
          returning recipient_id
        )
        select allowed.email, allowed.other_first_name, allowed.locale from allowed join claimed using (recipient_id)`,
      );
      return row && { email: row.email, otherFirstName: row.other_first_name, locale: row.locale };
    },

    /**
     * Gives the conversation's hour back when the mail could not be sent, so the job's retry may send
     * it. The row is this job's: within the hour no other claim succeeds, and the one it replaced was
     * over an hour old (as good as none).
     */
    async release(recipientId: string, matchId: string): Promise<void> {
      await db
        .delete(notificationMails)
        .where(and(eq(notificationMails.recipientId, recipientId), eq(notificationMails.matchId, matchId)));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
