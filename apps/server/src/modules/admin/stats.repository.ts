import { and, inArray, isNotNull, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import {
  appeals,
  matches,
  memberActivityDays,
  messages,
  moderationActions,
  profiles,
  reports,
  users,
} from "../../db/schema";

/** The instants and days a Stats read is measured from, all computed once by the caller (UTC). */
export type StatsWindow = {
  /** Today's UTC date, YYYY-MM-DD. */
  today: string;
  /** Today's UTC midnight. */
  midnight: Date;
  /** Thirty days before now: the window of the median time to decision. */
  thirtyDaysAgo: Date;
};

export type StatsCounts = {
  totalUsers: number;
  activeUsers: number;
  previousActiveUsers: number;
  totalMatches: number;
  totalMessages: number;
  newUsersToday: number;
  newMatchesToday: number;
  newMessagesToday: number;
  openReports: number;
  openAppeals: number;
  medianHoursToDecision: number | null;
  demoMembers: number;
};

/** One figure of the transparency report: a metric of a month ('YYYY-MM'), by key (category, kind, outcome). */
export type TransparencyFigure = {
  metric: "reports" | "actions" | "appeals_received" | "appeals_decided" | "median_hours";
  month: string;
  key: string;
  value: number;
};

/**
 * A mutual match: liked back (matched_at set), whether still active or ended since by an unmatch. A like
 * withdrawn before it was returned is 'ended' too, but never had a matched_at.
 */
export const mutualMatch = and(inArray(matches.status, ["active", "ended"]), isNotNull(matches.matchedAt))!;
/** A report's time to decision, in hours (float8: both drivers answer a number, never a numeric string). */
const hoursToDecision = sql`extract(epoch from (${reports.reviewedAt} - ${reports.createdAt}))::float8 / 3600`;
const decided = sql`${reports.status} <> 'pending' and ${reports.reviewedAt} is not null`;
const monthOf = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/** Stats as SQL aggregates: counted where the rows are, never loaded. */
export function createStatsRepository(db: Db) {
  return {
    async counts(window: StatsWindow): Promise<StatsCounts> {
      const today = sql`${window.today}::date`;
      const midnight = sql`${window.midnight.toISOString()}::timestamptz`;
      const [row] = await queryRows<StatsCounts>(
        db,
        sql`select
          (select count(*)::int from ${users}) as "totalUsers",
          (select count(distinct ${memberActivityDays.userId})::int from ${memberActivityDays}
            where ${memberActivityDays.day} between ${today} - 6 and ${today}) as "activeUsers",
          (select count(distinct ${memberActivityDays.userId})::int from ${memberActivityDays}
            where ${memberActivityDays.day} between ${today} - 13 and ${today} - 7) as "previousActiveUsers",
          (select count(*)::int from ${matches} where ${mutualMatch}) as "totalMatches",
          (select count(*)::int from ${messages}) as "totalMessages",
          (select count(*)::int from ${users} where ${users.createdAt} >= ${midnight}) as "newUsersToday",
          (select count(*)::int from ${matches} where ${mutualMatch} and ${matches.matchedAt} >= ${midnight})
            as "newMatchesToday",
          (select count(*)::int from ${messages} where ${messages.createdAt} >= ${midnight}) as "newMessagesToday",
          (select count(*)::int from ${reports} where ${reports.status} = 'pending') as "openReports",
          (select count(*)::int from ${appeals} where ${appeals.status} = 'pending') as "openAppeals",
          (select count(*)::int from ${profiles} where ${profiles.isDemo}) as "demoMembers",
          (select percentile_cont(0.5) within group (order by ${hoursToDecision}) from ${reports}
            where ${decided} and ${reports.reviewedAt} >= ${window.thirtyDaysAgo.toISOString()}::timestamptz)
            as "medianHoursToDecision"`,
      );
      return row!;
    },

    /** Every non-zero figure of the months since `firstMonth` (the caller fills in the zeros). */
    transparency(firstMonth: Date): Promise<TransparencyFigure[]> {
      const from = sql`${firstMonth.toISOString()}::timestamptz`;
      return queryRows<TransparencyFigure>(
        db,
        sql`select 'reports' as metric, ${monthOf(reports.createdAt)} as month, ${reports.category} as key,
                   count(*)::float8 as value
              from ${reports} where ${reports.createdAt} >= ${from} group by 2, 3
            union all
            select 'actions', ${monthOf(moderationActions.createdAt)}, ${moderationActions.action}, count(*)::float8
              from ${moderationActions} where ${moderationActions.createdAt} >= ${from} group by 2, 3
            union all
            select 'appeals_received', ${monthOf(appeals.createdAt)}, '', count(*)::float8
              from ${appeals} where ${appeals.createdAt} >= ${from} group by 2
            union all
            select 'appeals_decided', ${monthOf(appeals.decidedAt)}, ${appeals.status}, count(*)::float8
              from ${appeals} where ${appeals.status} <> 'pending' and ${appeals.decidedAt} >= ${from} group by 2, 3
            union all
            select 'median_hours', ${monthOf(reports.reviewedAt)}, '',
                   percentile_cont(0.5) within group (order by ${hoursToDecision})
              from ${reports} where ${decided} and ${reports.reviewedAt} >= ${from} group by 2`,
      );
    },
  };
}
export type StatsRepository = ReturnType<typeof createStatsRepository>;
