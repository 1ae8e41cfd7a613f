import { MATCH_STYLE_INFO, ROUTES, type OwnProfile } from "@kindred/contracts";
import { MapPin, Pencil, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { MatchStyleIcon } from "@/components/match-style-icon";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { t } from "@/lib/i18n/i18n";
import { ethnicityLabel, genderLabel } from "@/lib/profile-format";
import { DashboardCard } from "./dashboard-card";
import { QueryError } from "./query-error";

type ProfileSummaryCardProps = {
  profile: OwnProfile | null | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  onRetry: () => void;
};

/** A fact the member has not filled in (a function: the words are in the language in use when shown). */
const notSet = () => <span className="text-muted-foreground">{t("Not set")}</span>;

/** An option's label (a message), or nothing. */
const optionLabel = (label: string | null) => (label ? t(label) : null);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 truncate text-sm font-semibold">{children ?? notSet()}</dd>
    </div>
  );
}

function SummarySkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only">{t("Loading your profile")}</span>
      <Skeleton className="h-4 w-40" />
      <div className="grid grid-cols-2 gap-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="grid gap-1.5">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-4 w-24" />
          </div>
        ))}
      </div>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-9 w-32 rounded-full" />
    </div>
  );
}

/** Spec 000 section 2: who the member is to others at a glance, or a nudge to say so. */
export function ProfileSummaryCard({ profile, isPending, isError, isRefetching, onRetry }: ProfileSummaryCardProps) {
  const firstName = profile?.firstName?.trim();

  if (!isPending && !isError && !firstName) {
    return (
      <DashboardCard title={t("Complete Your Profile")} icon={UserRound}>
        <p className="text-sm leading-relaxed text-muted-foreground">
          {t(
            "Add your name, a few details and a photo so potential matches can get to know you. Members with a complete profile get far more likes.",
          )}
        </p>
        <Button asChild size="sm" className="mt-4 self-start">
          <Link to={ROUTES.profile}>{t("Set Up Profile")}</Link>
        </Button>
      </DashboardCard>
    );
  }

  const style = profile?.matchStyle ? MATCH_STYLE_INFO[profile.matchStyle] : null;
  const fullName = [firstName, profile?.lastName?.trim()].filter(Boolean).join(" ");

  return (
    <DashboardCard
      title={isPending || isError ? t("Your Profile") : fullName}
      eyebrow={isPending || isError ? undefined : t("Your profile")}
      icon={UserRound}
    >
      {isPending ? (
        <SummarySkeleton />
      ) : isError || !profile ? (
        <QueryError message={t("We couldn't load your profile.")} onRetry={onRetry} retrying={isRefetching} />
      ) : (
        <>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {profile.location ?? t("Location not set")}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
            <Fact label={t("Match Style")}>
              {style ? (
                <>
                  <MatchStyleIcon matchStyle={profile!.matchStyle!} className="mr-1.5 text-primary" />
                  {t(style.name)}
                </>
              ) : (
                <Link to={ROUTES.quiz} className="tap-target relative text-primary-strong underline underline-offset-2">
                  {t("Take the quiz")}
                </Link>
              )}
            </Fact>
            <Fact label={t("Age")}>{profile.age === null ? null : t("{age} years", { age: profile.age })}</Fact>
            <Fact label={t("Gender")}>{optionLabel(genderLabel(profile.gender))}</Fact>
            <Fact label={t("Ethnicity")}>{optionLabel(ethnicityLabel(profile.ethnicity))}</Fact>
          </dl>
          <div className="mt-4">
            <h3 className="text-xs font-medium text-muted-foreground">{t("About me")}</h3>
            <p className="mt-1 line-clamp-4 text-sm leading-relaxed whitespace-pre-line">
              {profile.bio?.trim() || <span className="text-muted-foreground">{t("No bio yet.")}</span>}
            </p>
          </div>
          <Button asChild variant="outline" size="sm" className="mt-5 self-start">
            <Link to={ROUTES.profile}>
              <Pencil aria-hidden="true" />
              {t("Edit Profile")}
            </Link>
          </Button>
        </>
      )}
    </DashboardCard>
  );
}
