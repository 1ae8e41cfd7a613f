import type { PublicProfile } from "@kindred/contracts";
import { Heart, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { VerifiedBadge } from "@/components/verified-badge";
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
  const { location, distance } = whereabouts(profile);
  const gender = genderLabel(profile.gender);
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
                Likes you
              </Badge>
            ) : null}
          </div>
          {location || distance ? (
            <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{[location, distance].filter(Boolean).join(" · ")}</span>
            </p>
          ) : null}
          {gender || profile.height ? (
            <p className="text-sm text-muted-foreground">
              {[gender, profile.height ? `${profile.height} cm` : null].filter(Boolean).join(" · ")}
            </p>
          ) : null}
        </div>
        <CompatibilityPanel compatibility={compatibility} />
        <ProfileTabs profile={profile} />
        {actions}
      </div>
    </div>
  );
}
