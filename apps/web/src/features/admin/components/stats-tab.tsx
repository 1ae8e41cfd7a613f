import { msg, type AdminStats } from "@kindred/contracts";
import { useId } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/i18n/format";
import { useAdminStats } from "../api/get-stats";
import { formatChange, formatDuration } from "../utils/format";
import { DemoCommunityCard } from "./demo-community-card";
import { LoadError, LoadingNote } from "./panel-states";
import { TransparencyReport } from "./transparency-report";
import { t } from "@/lib/i18n/i18n";

/** `label` is a message (`msg("…")`), shown translated. */
type Figure = { label: string; value: string; note?: string };

const count = (value: number) => formatNumber(value);

function figuresOf(stats: AdminStats): Figure[] {
  return [
    { label: msg("Total users"), value: count(stats.totalUsers) },
    {
      label: msg("Active users (7 days)"),
      value: count(stats.activeUsers),
      note: formatChange(stats.activeUserChange),
    },
    { label: msg("Total matches"), value: count(stats.totalMatches) },
    { label: msg("Total messages"), value: count(stats.totalMessages) },
    { label: msg("New users today"), value: count(stats.newUsersToday) },
    { label: msg("New matches today"), value: count(stats.newMatchesToday) },
    { label: msg("New messages today"), value: count(stats.newMessagesToday) },
    { label: msg("Open reports"), value: count(stats.openReports) },
    { label: msg("Open appeals"), value: count(stats.openAppeals) },
    {
      label: msg("Median time to decision (30 days)"),
      value: stats.medianHoursToDecision === null ? "-" : formatDuration(stats.medianHoursToDecision),
      note: stats.medianHoursToDecision === null ? t("Nothing decided in 30 days") : t("From report to decision"),
    },
  ];
}

const FIGURE_COUNT = 10;
const GRID = "grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5";

function FigureCard({ figure }: { figure: Figure }) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="flex flex-col gap-1 p-4">
      <p id={labelId} className="text-sm leading-snug text-muted-foreground">
        {t(figure.label)}
      </p>
      <p className="text-2xl font-bold tracking-tight tabular-nums">{figure.value}</p>
      {figure.note ? <p className="text-xs text-muted-foreground">{figure.note}</p> : null}
    </Card>
  );
}

function StatsSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-8">
      <LoadingNote>{t("Loading statistics...")}</LoadingNote>
      <div aria-hidden="true" className={GRID}>
        {Array.from({ length: FIGURE_COUNT }, (_, index) => (
          <div
            key={index}
            className="grid h-[7.25rem] content-start gap-2 rounded-(--radius-card) border border-border bg-card p-4"
          >
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-16" />
          </div>
        ))}
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

/** Spec 001 Stats: real counts (DESIGN: no invented figures), the queue's health, and the transparency report. */
export function StatsTab() {
  const query = useAdminStats();
  if (query.isPending) return <StatsSkeleton />;
  if (query.isError)
    return (
      <LoadError
        message={t("Failed to load statistics")}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  return (
    <div className="grid gap-8">
      <section aria-label={t("Platform figures")} className={GRID}>
        {figuresOf(query.data).map((figure) => (
          <FigureCard key={figure.label} figure={figure} />
        ))}
      </section>
      <DemoCommunityCard members={query.data.demoMembers} />
      <TransparencyReport months={query.data.transparency} />
    </div>
  );
}
