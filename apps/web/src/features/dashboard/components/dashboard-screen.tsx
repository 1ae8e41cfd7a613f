import type { Me, OwnProfile } from "@kindred/contracts";
import { useMemo } from "react";
import { useDeferredQuery, type QueryView } from "@/hooks/use-deferred-query";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { t } from "@/lib/i18n/i18n";
import { useOwnProfile } from "@/lib/own-profile/get-own-profile";
import { thumbnailOf } from "@/lib/profile-format";
import { useDashboardStats, type DashboardStats } from "../api/get-dashboard-stats";
import { AccountSummary } from "./account-summary";
import { CompletenessCard } from "./completeness-card";
import { ConnectionsCard } from "./connections-card";
import { DashboardHeader } from "./dashboard-header";
import { GreetingCard } from "./greeting-card";
import { PotentialMatchesCard } from "./potential-matches-card";
import { ProfileSummaryCard } from "./profile-summary-card";
import { QuickTiles } from "./quick-tiles";

/**
 * Spec 000 section 2, Dashboard. Every card loads (and fails) on its own. On a phone the cards stack
 * with the member's own status first; on a wide screen the matches take two columns, status the third.
 */
export function DashboardScreen({ me }: { me: Me }) {
  useDocumentTitle(t("Dashboard"));
  const profile = useDeferredQuery(useOwnProfile());
  const stats = useDeferredQuery(useDashboardStats());
  // The same element until what it shows has changed: the render an answer forces stops here.
  return useMemo(() => <DashboardView me={me} profile={profile} stats={stats} />, [me, profile, stats]);
}

type DashboardViewProps = { me: Me; profile: QueryView<OwnProfile | null>; stats: QueryView<DashboardStats> };

function DashboardView({ me, profile, stats }: DashboardViewProps) {
  const profileState = {
    profile: profile.data,
    isPending: profile.isPending,
    isError: profile.isError,
    isRefetching: profile.isRefetching,
    onRetry: () => void profile.refetch(),
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-5 pb-10 sm:px-8 sm:pt-8">
      <DashboardHeader />
      <main className="mt-5 grid grid-cols-1 gap-4 sm:mt-8 sm:gap-6">
        <GreetingCard
          firstName={profile.data?.firstName}
          photo={profile.data ? thumbnailOf(profile.data) : null}
          email={me.email}
          loading={profile.isPending}
        />
        {/* Reminder while the address is unconfirmed; nothing to say once it is. */}
        {me.emailVerified ? null : <AccountSummary me={me} />}
        <QuickTiles stats={stats.data} />
        <div className="grid grid-cols-1 items-start gap-4 sm:gap-6 lg:grid-cols-3">
          <div className="grid min-w-0 grid-cols-1 gap-4 sm:gap-6 lg:col-start-3 lg:row-start-1">
            <CompletenessCard {...profileState} />
            <ConnectionsCard
              stats={stats.data}
              isPending={stats.isPending}
              isError={stats.isError}
              isRefetching={stats.isRefetching}
              onRetry={() => void stats.refetch()}
            />
            <ProfileSummaryCard {...profileState} />
          </div>
          <div className="grid min-w-0 grid-cols-1 lg:col-span-2 lg:col-start-1 lg:row-start-1">
            <PotentialMatchesCard />
          </div>
        </div>
      </main>
    </div>
  );
}
