import type { AdminStats } from "@kindred/contracts";
import { utcDay } from "../auth/activity-tracker";
import type { StatsRepository } from "./stats.repository";
import { lastMonths, oneDecimal, percentChange, transparencyCsv, transparencyMonths } from "./transparency";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Stats tab's figures and the transparency report, measured from one instant (UTC days and months). */
export function createStatsReads(repo: StatsRepository) {
  async function transparency(now: Date) {
    const { months, firstMonth } = lastMonths(now);
    return transparencyMonths(months, await repo.transparency(firstMonth));
  }

  return {
    async stats(now = new Date()): Promise<AdminStats> {
      const today = utcDay(now);
      const [counts, months] = await Promise.all([
        repo.counts({
          today,
          midnight: new Date(`${today}T00:00:00.000Z`),
          thirtyDaysAgo: new Date(now.getTime() - 30 * DAY_MS),
        }),
        transparency(now),
      ]);
      const { previousActiveUsers, medianHoursToDecision, ...figures } = counts;
      return {
        ...figures,
        activeUserChange: percentChange(counts.activeUsers, previousActiveUsers),
        medianHoursToDecision: medianHoursToDecision === null ? null : oneDecimal(medianHoursToDecision),
        transparency: months,
      };
    },

    async transparencyCsv(now = new Date()): Promise<{ filename: string; csv: string }> {
      return {
        filename: `kindred-transparency-${utcDay(now)}.csv`,
        csv: transparencyCsv(await transparency(now)),
      };
    },
  };
}
export type StatsReads = ReturnType<typeof createStatsReads>;
