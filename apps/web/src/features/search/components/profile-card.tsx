import { ROUTES } from "@kindred/contracts";
import { MapPin, Ruler, Weight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { MatchStyleIcon } from "@/components/match-style-icon";
import { ReputationBadges } from "@/components/reputation-badges";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { VerifiedBadge } from "@/components/verified-badge";
import { ProgressiveImage } from "@/components/ui/progressive-image";
import { initialOf, matchStyleOf, thumbnailOf } from "@/lib/profile-format";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import type { SearchResult } from "../api/search-profiles";
import { cardBadges } from "../utils/card-badges";
import { CardActions } from "./card-actions";

type ProfileCardProps = { result: SearchResult };

/**
 * Spec 001 section 2, a search card: photo or initial, first name, age, location, a New / Nearby
 * badge or the match style, bio, badges, height and weight, and Match / Message (search never lists the searcher).
 */
export function ProfileCard({ result }: ProfileCardProps) {
  const nameId = useId();
  const { profile, compatibility, nearby } = result;
  const style = matchStyleOf(profile.matchStyle);
  const badges = cardBadges(profile);
  const name = profile.firstName ?? t("Member");
  const photo = profile.photos[0];

  return (
    <article aria-labelledby={nameId} className="flex min-w-0">
      <Card className="flex min-w-0 flex-1 flex-col overflow-hidden">
        <div className="relative aspect-[4/3] bg-linear-to-br from-rose-100 via-rose-50 to-amber-50">
          {/* The box's 4:3 sets the size; the photo's blurred placeholder holds it until the photo arrives. */}
          <ProgressiveImage
            src={thumbnailOf(profile)}
            alt=""
            placeholder={photo?.placeholder}
            width={photo?.width}
            height={photo?.height}
            className="absolute inset-0"
            fallback={
              <span
                aria-hidden="true"
                className="flex size-full items-center justify-center text-6xl font-bold text-rose-400 uppercase select-none"
              >
                {initialOf(profile.firstName)}
              </span>
            }
          />
          <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
            <div className="flex flex-wrap gap-1.5">
              <VerifiedBadge verified={profile.verified} tone="photo" />
              {profile.isNew ? <Badge className="bg-white shadow-sm">{t("New")}</Badge> : null}
              {nearby ? <Badge className="bg-white shadow-sm">{t("Nearby")}</Badge> : null}
              {!profile.isNew && !nearby && style ? (
                <Badge variant="outline" className="shadow-sm">
                  <MatchStyleIcon matchStyle={profile.matchStyle!} className="text-primary" />
                  {t(style.name)}
                </Badge>
              ) : null}
            </div>
            {compatibility ? (
              <Badge className="bg-primary text-primary-foreground shadow-sm" title={compatibility.reasons.join(". ")}>
                {t("{score}% match", { score: compatibility.score })}
              </Badge>
            ) : null}
          </div>
        </div>

        <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
          <div className="min-w-0">
            <h3 id={nameId} className="flex flex-wrap items-baseline gap-x-2 text-lg leading-tight font-bold">
              <Link
                to={`${ROUTES.match}/${profile.id}`}
                className="tap-target relative rounded-sm [overflow-wrap:anywhere] underline-offset-4 hover:text-primary-strong hover:underline"
              >
                {name}
              </Link>
              {profile.age === null ? null : <span className="font-semibold text-muted-foreground">{profile.age}</span>}
            </h3>
            {profile.location ? (
              <p className="mt-1 flex items-start gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                <span className="min-w-0">
                  {profile.location}
                  {profile.distanceKm === null
                    ? null
                    : ` · ${t("{distance} km away", { distance: formatNumber(profile.distanceKm, { useGrouping: false }) })}`}
                </span>
              </p>
            ) : null}
          </div>

          <ReputationBadges reviews={result.reviews} />

          {profile.bio ? <p className="line-clamp-3 text-sm leading-relaxed text-foreground">{profile.bio}</p> : null}

          {badges.length ? (
            <ul aria-label={t("About")} className="flex flex-wrap gap-1.5">
              {badges.map((badge) => (
                <li key={badge}>
                  <Badge variant="muted" size="xs" className="px-2">
                    {badge}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}

          {profile.height !== null || profile.weight !== null ? (
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {profile.height === null ? null : (
                <span className="inline-flex items-center gap-1">
                  <Ruler aria-hidden="true" className="size-3.5" />
                  {formatNumber(profile.height, { style: "unit", unit: "centimeter", unitDisplay: "short" })}
                </span>
              )}
              {profile.weight === null ? null : (
                <span className="inline-flex items-center gap-1">
                  <Weight aria-hidden="true" className="size-3.5" />
                  {formatNumber(profile.weight, { style: "unit", unit: "kilogram", unitDisplay: "short" })}
                </span>
              )}
            </p>
          ) : null}

          <CardActions profileId={profile.id} name={name} connection={result.connection} />
        </div>
      </Card>
    </article>
  );
}
