import { COMPLETENESS_FIELDS, ROUTES, msg, profileCompleteness, type OwnProfile } from "@kindred/contracts";
import { ArrowRight, PartyPopper, UserRoundCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { DashboardCard } from "./dashboard-card";
import { QueryError } from "./query-error";

const FIELD_LABELS: Record<(typeof COMPLETENESS_FIELDS)[number], string> = {
  matchStyle: msg("match style"),
  firstName: msg("first name"),
  lastName: msg("last name"),
  age: msg("age"),
  gender: msg("gender"),
  interestedIn: msg("who you're interested in"),
  location: msg("location"),
  bio: msg("bio"),
  ethnicity: msg("ethnicity"),
  height: msg("height"),
  weight: msg("weight"),
  relationshipStatus: msg("relationship status"),
  lookingFor: msg("what you're looking for"),
  mbtiType: msg("MBTI type"),
  religion: msg("religion"),
  languages: msg("languages"),
  interests: msg("interests"),
  photos: msg("photos"),
};

/** The fields still empty, by the same rule as the percentage (one field at a time). */
const missingFields = (profile: OwnProfile | null) =>
  COMPLETENESS_FIELDS.filter((field) => !profile || profileCompleteness({ [field]: profile[field] }) === 0);

function missingLine(missing: string[]) {
  if (missing.length <= 3) return missing.join(", ");
  return t("{fields} and {count} more", { fields: missing.slice(0, 3).join(", "), count: missing.length - 3 });
}

/** A whole percentage as the language writes it ("45%", "45 %"). */
const asPercent = (percent: number) => formatNumber(percent / 100, { style: "percent" });

type CompletenessCardProps = {
  profile: OwnProfile | null | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  onRetry: () => void;
};

/** Spec 000 section 2: progress bar, percent complete, percent to go, and what to do about it. */
export function CompletenessCard({ profile, isPending, isError, isRefetching, onRetry }: CompletenessCardProps) {
  const percent = profile ? profileCompleteness(profile) : 0;
  const missing = missingFields(profile ?? null).map((field) => t(FIELD_LABELS[field]));

  return (
    <DashboardCard title={t("Profile Completeness")} icon={UserRoundCheck}>
      {isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only">{t("Loading your profile")}</span>
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-2.5 w-full rounded-full" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="mt-2 h-9 w-40 rounded-full" />
        </div>
      ) : isError ? (
        <QueryError message={t("We couldn't load your profile.")} onRetry={onRetry} retrying={isRefetching} />
      ) : (
        <div className="grid gap-3">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              <span className="text-3xl font-bold tracking-tight text-foreground tabular-nums">
                {asPercent(percent)}
              </span>{" "}
              {t("complete")}
            </p>
            <p className="text-sm font-medium text-muted-foreground tabular-nums">
              {t("{percent} to go", { percent: asPercent(100 - percent) })}
            </p>
          </div>
          <Progress value={percent} aria-label={t("Profile completeness")} />
          {percent < 100 ? (
            <>
              <p className="text-sm text-muted-foreground">
                {t("Still missing:")} <span className="text-foreground">{missingLine(missing)}</span>
              </p>
              <Button asChild size="sm" className="mt-1 justify-self-start">
                <Link to={ROUTES.profile}>
                  {t("Complete Profile")}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </>
          ) : (
            <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
              <PartyPopper aria-hidden="true" className="size-4 shrink-0" />
              {t("Amazing! Your profile is complete and ready to make a great first impression.")}
            </p>
          )}
        </div>
      )}
    </DashboardCard>
  );
}
