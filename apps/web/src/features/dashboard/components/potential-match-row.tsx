import { ROUTES, type PublicProfile } from "@kindred/contracts";
import { ChevronRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { MatchStyleIcon } from "@/components/match-style-icon";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { ethnicityLabel, genderLabel, initialOf, matchStyleOf, shortName, thumbnailOf } from "@/lib/profile-format";

/** Spec 000 section 2: one potential match; the whole row opens /match/{id}. */
export function PotentialMatchRow({ profile }: { profile: PublicProfile }) {
  const style = matchStyleOf(profile.matchStyle);
  const gender = genderLabel(profile.gender);
  const ethnicity = ethnicityLabel(profile.ethnicity);
  // The MBTI type is a code (INTJ), the same in every language; the option labels are messages.
  const badges = [
    profile.mbtiType && profile.mbtiType !== "Not sure" ? profile.mbtiType : null,
    gender ? t(gender) : null,
    ethnicity ? t(ethnicity) : null,
  ].filter((badge): badge is string => Boolean(badge));

  return (
    <Link
      to={`${ROUTES.match}/${profile.id}`}
      className="group flex items-center gap-3.5 rounded-2xl border border-border bg-card p-3.5 transition hover:border-rose-300 hover:bg-accent/40 sm:p-4"
    >
      <Avatar
        src={thumbnailOf(profile)}
        fallback={initialOf(profile.firstName)}
        className="size-12 sm:size-14"
        pixels={56}
        fallbackClassName="text-lg sm:text-xl"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="font-semibold text-foreground">{shortName(profile.firstName, profile.lastName)}</span>
          {profile.age === null ? null : <span className="text-foreground">{profile.age}</span>}
          {profile.isNew ? (
            <Badge size="xs" className="ml-1 px-1.5">
              {t("New")}
            </Badge>
          ) : null}
        </span>
        {profile.location ? (
          <span className="mt-0.5 flex min-w-0 items-start gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span className="min-w-0">
              {profile.location}
              {profile.distanceKm === null
                ? null
                : ` · ${t("{distance} km away", { distance: formatNumber(profile.distanceKm, { useGrouping: false }) })}`}
            </span>
          </span>
        ) : null}
        {style ? (
          <span className="mt-0.5 block text-sm text-foreground">
            <MatchStyleIcon matchStyle={profile.matchStyle!} className="mr-1 text-primary" />
            {t(style.name)}
          </span>
        ) : null}
        {badges.length > 0 ? (
          <span className="mt-2 flex flex-wrap gap-1.5">
            {badges.map((badge) => (
              <Badge key={badge} variant="muted" size="xs" className="px-2">
                {badge}
              </Badge>
            ))}
          </span>
        ) : null}
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}
