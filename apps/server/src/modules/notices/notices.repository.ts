import type { AppealStatus } from "@kindred/contracts";
import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appeals, moderationNotices, users } from "../../db/schema";

export type NoticeRow = typeof moderationNotices.$inferSelect;
export type NoticeWithAppeal = NoticeRow & {
  appeal: { id: string; status: AppealStatus; createdAt: Date; decidedAt: Date | null } | null;
};

/** A restriction notice: a ban, a suspension, or a photo removal that came with a suspension. */
const restricts = or(inArray(moderationNotices.kind, ["ban", "suspension"]), isNotNull(moderationNotices.until));

/** A member's statements of reasons and their one appeal each. */
export function createNoticesRepository(db: Db) {
  const withAppeal = () =>
    db
      .select({
        notice: moderationNotices,
        appealId: appeals.id,
        appealStatus: appeals.status,
        appealCreatedAt: appeals.createdAt,
        appealDecidedAt: appeals.decidedAt,
      })
      .from(moderationNotices)
      .leftJoin(appeals, eq(appeals.noticeId, moderationNotices.id));

  type Joined = {
    notice: NoticeRow;
    appealId: string | null;
    appealStatus: AppealStatus | null;
    appealCreatedAt: Date | null;
    appealDecidedAt: Date | null;
  };
  const shape = (row: Joined): NoticeWithAppeal => ({
    ...row.notice,
    appeal:
      row.appealId && row.appealStatus && row.appealCreatedAt
        ? {
            id: row.appealId,
            status: row.appealStatus,
            createdAt: row.appealCreatedAt,
            decidedAt: row.appealDecidedAt,
          }
        : null,
  });

  return {
    /** Unacknowledged first, then newest. */
    async listFor(userId: string, limit: number): Promise<NoticeWithAppeal[]> {
      const rows = await withAppeal()
        .where(eq(moderationNotices.userId, userId))
        .orderBy(
          sql`${moderationNotices.acknowledgedAt} is null desc`,
          desc(moderationNotices.createdAt),
          desc(moderationNotices.id),
        )
        .limit(limit);
      return rows.map(shape);
    },

    /** The notice if it is this member's; another's is as good as missing. */
    async findFor(noticeId: string, userId: string): Promise<NoticeWithAppeal | undefined> {
      const [row] = await withAppeal().where(
        and(eq(moderationNotices.id, noticeId), eq(moderationNotices.userId, userId)),
      );
      return row ? shape(row) : undefined;
    },

    /** Idempotent: the first acknowledgement's time stays. False when the notice is not this member's. */
    async acknowledge(noticeId: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(moderationNotices)
        .set({ acknowledgedAt: sql`coalesce(${moderationNotices.acknowledgedAt}, now())` })
        .where(and(eq(moderationNotices.id, noticeId), eq(moderationNotices.userId, userId)))
        .returning({ id: moderationNotices.id });
      return rows.length > 0;
    },

    /**
     * Files the notice's one appeal; false when it already has one. The unique index decides, so two
     * appeals sent at once make one row, whichever way they race.
     */
    async insertAppeal(noticeId: string, userId: string, text: string): Promise<boolean> {
      const rows = await db
        .insert(appeals)
        .values({ noticeId, userId, text })
        .onConflictDoNothing({ target: appeals.noticeId })
        .returning({ id: appeals.id });
      return rows.length > 0;
    },

    /** The newest ban or suspension statement of the account with this sign-in email. */
    async latestRestriction(email: string): Promise<NoticeWithAppeal | undefined> {
      const [row] = await withAppeal()
        .innerJoin(users, eq(users.id, moderationNotices.userId))
        .where(and(eq(users.email, email.trim().toLowerCase()), restricts))
        .orderBy(desc(moderationNotices.createdAt), desc(moderationNotices.id))
        .limit(1);
      return row ? shape(row) : undefined;
    },
  };
}
export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
