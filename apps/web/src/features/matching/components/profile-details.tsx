import type { PublicProfile } from "@kindred/contracts";
import { Heart, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { VerifiedBadge } from "@/components/verified-badge";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { genderLabel, whereabouts } from "@/lib/profile-format";
import { cn } from "@/lib/utils";
import type { DeckCard } from "../api/get-deck";
import { CompatibilityPanel } from "./compatibility-summary";
import { PhotoCarousel } from "./photo-carousel";
import { ProfileTabs } from "./profile-tabs";

type ProfileDetailsProps = {
  profile: PublicProfile;
  compatibility: DeckCard["compatibility"];
  /** The heading with the name: a dialog title in the modal, the page's h1 on /match/{id}. */
  title: ReactNode;
  /** A note next to the name, e.g. the 'Likes you' badge. */
  likedYou?: boolean;
  /** Modal: photos beside the details in a fixed-height box on wide screens. Page: a sticky photo column. */
  layout: "modal" | "page";
  /** Under the tabs: what a member can do about this profile (Report, Block). */
  actions?: ReactNode;
};

/** Everything about a potential match: photos, who and where, our score, and the four tabs. */
export function ProfileDetails({
  profile,
  compatibility,
  title,
  likedYou = false,
  layout,
  actions,
}: ProfileDetailsProps) {
  const { location } = whereabouts(profile);
  const distance =
    profile.distanceKm === null
      ? null
      : t("{distance} away", {
          distance: formatNumber(profile.distanceKm, { style: "unit", unit: "kilometer", unitDisplay: "short" }),
        });
  const gender = profile.gender ? t(genderLabel(profile.gender)!) : null;
  const height = profile.height
    ? formatNumber(profile.height, { style: "unit", unit: "centimeter", unitDisplay: "short" })
    : null;
  return (
    <div
      className={cn(
        "grid grid-cols-[minmax(0,1fr)]",
        layout === "modal"
          ? "md:h-full md:min-h-0 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
          : "gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:items-start md:gap-8",
      )}
    >
      <PhotoCarousel
        profile={profile}
        reportable
        className={cn(
          layout === "modal"
            ? "aspect-square md:aspect-auto md:h-full"
            : "aspect-[4/5] rounded-(--radius-card) shadow-lg shadow-stone-900/10 md:sticky md:top-6",
        )}
      />
      <div
        className={cn(
          "grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-5",
          layout === "modal" && "p-5 sm:p-6 md:min-h-0 md:overflow-y-auto",
        )}
      >
        <div className="grid gap-1.5">
          <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1.5", layout === "modal" && "pr-10 md:pr-8")}>
            {title}
            <VerifiedBadge verified={profile.verified} className="h-7 px-3 text-sm" />
            {likedYou ? (
              <Badge className="h-7 gap-1.5 px-3 text-sm [&_svg]:size-3.5">
                <Heart aria-hidden="true" fill="currentColor" />
                {t("Likes you")}
              </Badge>
            ) : null}
          </div>
          {location || distance ? (
            <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{[location, distance].filter(Boolean).join(" · ")}</span>
            </p>
          ) : null}
          {gender || height ? (
            <p className="text-sm text-muted-foreground">{[gender, height].filter(Boolean).join(" · ")}</p>
          ) : null}
        </div>
        <CompatibilityPanel compatibility={compatibility} />
        <ProfileTabs profile={profile} />
        {actions}
      </div>
    </div>
  );
}
