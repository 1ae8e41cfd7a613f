import { DECK_MESSAGES, NEAR_MILES, ROUTES, reviewBadgeMessage, type PublicProfile } from "@kindred/contracts";
import { Heart, MapPin, MessageSquareQuote, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ReputationBadges } from "@/components/reputation-badges";
import { Badge } from "@/components/ui/badge";
import { VerifiedBadge } from "@/components/verified-badge";
import { formatDistance } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { firstNameOf, firstPhotoOf, whereabouts } from "@/lib/profile-format";
import type { DeckCard } from "../api/get-deck";
import { CARD_PHOTO_SIZES, SWIPE_THRESHOLD_PX } from "../utils/constants";
import { ScorePill } from "./compatibility-summary";
import { ProfilePhoto } from "./profile-photo";

/** Which way a card leaves: right for a like, left for a skip; 0 when it just fades (an undo). */
export type ExitDirection = -1 | 0 | 1;

/*
 * What both builds of the swipe deck share: the static one (swipe-card.tsx) the deck first renders,
 * and Motion's (swipe-deck-motion.tsx), which takes over once the member reaches for the deck.
 */

/** Cards peeking out under the top one. */
const PEEK = 2;

export const CARD_CLASS =
  "absolute inset-0 cursor-grab touch-pan-y overflow-hidden rounded-(--radius-card) bg-muted shadow-xl shadow-stone-900/15 ring-1 ring-stone-900/5 active:cursor-grabbing";
export const LIKE_STAMP_CLASS =
  "pointer-events-none absolute top-6 left-5 flex -rotate-12 items-center gap-1.5 rounded-xl border-4 border-emerald-400 bg-emerald-950/40 px-3 py-1 text-2xl font-extrabold tracking-wider text-emerald-200 uppercase";
export const SKIP_STAMP_CLASS =
  "pointer-events-none absolute top-6 right-5 flex rotate-12 items-center gap-1.5 rounded-xl border-4 border-rose-400 bg-rose-950/40 px-3 py-1 text-2xl font-extrabold tracking-wider text-rose-100 uppercase";

/** The stamps' contents; they fade in as a dragged card nears the threshold. */
function LikeStamp() {
  return (
    <>
      <Heart className="size-6" fill="currentColor" /> {t("Like")}
    </>
  );
}
function SkipStamp() {
  return (
    <>
      <X className="size-6" strokeWidth={3} /> {t("Skip")}
    </>
  );
}
// Elements whose words are read as they render, in the language on screen then.
export const LIKE_STAMP = <LikeStamp />;
export const SKIP_STAMP = <SkipStamp />;

/** A card's accessible name: 'Ada, 34' (or just 'Ada' without an age). */
export const cardName = (profile: Pick<PublicProfile, "firstName" | "age">) =>
  profile.age === null ? firstNameOf(profile) : t("{name}, {age}", { name: firstNameOf(profile), age: profile.age });

/** The card's own coarse distance (`approximateMiles`): "Within 5 miles", "About 35 miles away". */
const distanceText = (miles: number) =>
  miles <= NEAR_MILES
    ? t(DECK_MESSAGES.within, { distance: formatDistance(NEAR_MILES, "mile") })
    : t(DECK_MESSAGES.about, { distance: formatDistance(miles, "mile") });

/**
 * Spec 001: the card header's review badge, a link to the member's Reviews page ('N review(s)' or
 * 'No reviews yet' below 5, then 'View N reviews'). None when the member hides their reviews.
 */
function ReviewsLink({ card }: { card: DeckCard }) {
  if (!card.reviews) return null;
  return (
    <Link
      to={`${ROUTES.reviews}/${card.profile.id}`}
      draggable={false}
      // The card opens the full profile on a tap; this tap is for the link only.
      onClick={(event) => event.stopPropagation()}
      className="pointer-events-auto ml-auto inline-flex h-8 items-center gap-1.5 rounded-full bg-stone-950/55 px-3 text-sm font-semibold text-white shadow-md backdrop-blur-sm hover:bg-stone-950/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <MessageSquareQuote aria-hidden="true" className="size-4" />
      {t(reviewBadgeMessage(card.reviews.totalReviews), { count: card.reviews.totalReviews })}
    </Link>
  );
}

/** What a card shows: photo (or placeholder), 'Likes you', reviews, name and age, place, badges, bio, score. */
export function CardFace({ card, priority = false }: { card: DeckCard; priority?: boolean }) {
  const { profile, compatibility, likedYou } = card;
  const name = firstNameOf(profile);
  const photo = firstPhotoOf(profile);
  const first = profile.photos[0];
  const { location } = whereabouts(profile);
  // The card's own coarse distance, in the filter's unit (miles), never the profile's finer one.
  const distance = card.distanceMiles === null ? null : distanceText(card.distanceMiles);
  return (
    <>
      <ProfilePhoto
        src={photo?.src ?? null}
        srcSet={photo?.srcSet}
        sizes={CARD_PHOTO_SIZES}
        alt={t("Photo of {name}", { name })}
        name={name}
        priority={priority}
        placeholder={first?.placeholder}
        width={first?.width}
        height={first?.height}
      />
      {/* One row that wraps: in a longer language the two never overlap. */}
      <div className="pointer-events-none absolute inset-x-4 top-4 flex flex-wrap items-start gap-2">
        {likedYou ? (
          <Badge className="h-7 gap-1.5 bg-white px-3 text-sm text-primary-strong shadow-md [&_svg]:size-3.5">
            <Heart aria-hidden="true" fill="currentColor" />
            {t("Likes you")}
          </Badge>
        ) : null}
        <ReviewsLink card={card} />
      </div>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 grid gap-2 bg-linear-to-t from-stone-950/90 via-stone-950/65 to-transparent px-5 pt-24 pb-5 text-white">
        <h2 className="text-3xl font-bold tracking-tight drop-shadow-sm [overflow-wrap:anywhere]">
          {name}
          {profile.age === null ? null : <span className="font-semibold">, {profile.age}</span>}
        </h2>
        {location || distance ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-stone-100">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0">{[location, distance].filter(Boolean).join(" · ")}</span>
          </p>
        ) : null}
        <VerifiedBadge verified={profile.verified} tone="photo" className="w-fit" />
        <ReputationBadges reviews={card.reviews} tone="photo" />
        {profile.bio?.trim() ? (
          <p className="line-clamp-2 text-sm leading-relaxed text-stone-100">{profile.bio}</p>
        ) : null}
        <ScorePill compatibility={compatibility} className="mt-1" />
      </div>
    </>
  );
}

export type DeckHandlers = {
  onLike: (card: DeckCard) => void;
  onSkip: (card: DeckCard) => void;
  onOpen: (card: DeckCard) => void;
};

export type TopCardProps = DeckHandlers & { card: DeckCard };

/** The top card, the cards peeking out under it, then the top card last (on top), as the deck lays them. */
export function deckLayers(cards: DeckCard[], top: (card: DeckCard) => ReactNode) {
  return cards
    .slice(0, PEEK + 1)
    .map((card, depth) =>
      depth === 0 ? (
        top(card)
      ) : (
        <div
          key={card.profile.id}
          aria-hidden="true"
          inert
          className="absolute inset-0 overflow-hidden rounded-(--radius-card) bg-card shadow-md ring-1 ring-stone-900/5 transition-transform duration-300"
          style={{ transform: `translateY(${depth * 10}px) scale(${1 - depth * 0.04})`, zIndex: -depth }}
        >
          {depth === 1 ? <CardFace card={card} /> : null}
        </div>
      ),
    )
    .reverse();
}

/**
 * What Motion's deck draws with, handed to it rather than imported: a module both chunks imported
 * would fold the screen's chunk into Motion's imports (and out of the build manifest's routes).
 */
export const DECK_KIT = {
  CardFace,
  deckLayers,
  cardLabel: (card: DeckCard) => cardName(card.profile),
  CARD_CLASS,
  LIKE_STAMP,
  LIKE_STAMP_CLASS,
  SKIP_STAMP,
  SKIP_STAMP_CLASS,
  SWIPE_THRESHOLD_PX,
};

export type DeckKit = typeof DECK_KIT;
