import { COMPLETENESS_FIELDS, ROUTES, profileCompleteness, type OwnProfile } from "@kindred/contracts";
import { ArrowRight, PartyPopper, UserRoundCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { DashboardCard } from "./dashboard-card";
import { QueryError } from "./query-error";

const FIELD_LABELS: Record<(typeof COMPLETENESS_FIELDS)[number], string> = {
  matchStyle: "match style",
  firstName: "first name",
  lastName: "last name",
  age: "age",
  gender: "gender",
  interestedIn: "who you're interested in",
  location: "location",
  bio: "bio",
  ethnicity: "ethnicity",
  height: "height",
  weight: "weight",
  relationshipStatus: "relationship status",
  lookingFor: "what you're looking for",
  mbtiType: "MBTI type",
  religion: "religion",
  languages: "languages",
  interests: "interests",
  photos: "photos",
};

/** The fields still empty, by the same rule as the percentage (one field at a time). */
const missingFields = (profile: OwnProfile | null) =>
  COMPLETENESS_FIELDS.filter((field) => !profile || profileCompleteness({ [field]: profile[field] }) === 0);

function missingLine(missing: string[]) {
  if (missing.length <= 3) return missing.join(", ");
  return `${missing.slice(0, 3).join(", ")} and ${missing.length - 3} more`;
}

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
  const missing = missingFields(profile ?? null).map((field) => FIELD_LABELS[field]);

  return (
    <DashboardCard title="Profile Completeness" icon={UserRoundCheck}>
      {isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only">Loading your profile</span>
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-2.5 w-full rounded-full" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="mt-2 h-9 w-40 rounded-full" />
        </div>
      ) : isError ? (
        <QueryError message="We couldn't load your profile." onRetry={onRetry} retrying={isRefetching} />
      ) : (
        <div className="grid gap-3">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              <span className="text-3xl font-bold tracking-tight text-foreground tabular-nums">{percent}%</span>{" "}
              complete
            </p>
            <p className="text-sm font-medium text-muted-foreground tabular-nums">{100 - percent}% to go</p>
          </div>
          <Progress value={percent} aria-label="Profile completeness" />
          {percent < 100 ? (
            <>
              <p className="text-sm text-muted-foreground">
                Still missing: <span className="text-foreground">{missingLine(missing)}</span>
              </p>
              <Button asChild size="sm" className="mt-1 justify-self-start">
                <Link to={ROUTES.profile}>
                  Complete Profile
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </>
          ) : (
            <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
              <PartyPopper aria-hidden="true" className="size-4 shrink-0" />
              Amazing! Your profile is complete and ready to make a great first impression.
            </p>
          )}
        </div>
      )}
    </DashboardCard>
  );
}
