import { DASHBOARD_MATCHES_SHOWN, ROUTES, type PublicProfile } from "@kindred/contracts";
import { ArrowRight, Search, Users } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeferredQuery, type QueryView } from "@/hooks/use-deferred-query";
import { t } from "@/lib/i18n/i18n";
import { usePotentialMatches } from "../api/get-potential-matches";
import { DashboardCard } from "./dashboard-card";
import { PotentialMatchRow } from "./potential-match-row";
import { QueryError } from "./query-error";

function RowSkeleton() {
  return (
    <div className="flex items-center gap-3.5 rounded-2xl border border-border p-3.5 sm:p-4">
      <Skeleton className="size-12 rounded-full sm:size-14" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-3.5 w-40" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-12 rounded-full" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
      </div>
    </div>
  );
}

/** Spec 000 section 2: loading, empty and error states, and rows that open a profile. */
export function PotentialMatchesCard() {
  const matches = useDeferredQuery(usePotentialMatches());
  // The same element until the list or its state changes (see useDeferredQuery).
  return useMemo(() => <PotentialMatchesView matches={matches} />, [matches]);
}

function PotentialMatchesView({ matches }: { matches: QueryView<PublicProfile[]> }) {
  const profiles = matches.data ?? [];

  return (
    <DashboardCard
      title={t("Potential Matches")}
      icon={Users}
      footer={
        <div className="flex sm:justify-end">
          <Button asChild variant="outline" size="sm" className="w-full sm:w-auto">
            <Link to={ROUTES.match}>
              {t("View All Matches")}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      }
    >
      {matches.isPending ? (
        <div className="grid gap-3">
          <p role="status" className="text-sm text-muted-foreground">
            {t("Finding your matches...")}
          </p>
          <div className="grid grid-cols-1 gap-3">
            {[0, 1, 2, 3].map((key) => (
              <RowSkeleton key={key} />
            ))}
          </div>
        </div>
      ) : matches.isError ? (
        <QueryError
          message={t("Failed to fetch matches")}
          onRetry={() => void matches.refetch()}
          retrying={matches.isRefetching}
        />
      ) : profiles.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center rounded-2xl bg-muted/60 px-6 py-10 text-center">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-card text-primary-strong shadow-xs"
          >
            <Search className="size-5" />
          </span>
          <h3 className="mt-4 font-semibold">{t("Finding Your Perfect Match")}</h3>
          <p className="mt-1.5 max-w-sm text-sm leading-relaxed text-muted-foreground">
            {t(
              "No one to show you yet. New members join every day, and a complete profile helps us find people who fit your match style.",
            )}
          </p>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-3">
            {profiles.slice(0, DASHBOARD_MATCHES_SHOWN).map((profile) => (
              <li key={profile.id} className="min-w-0">
                <PotentialMatchRow profile={profile} />
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}
