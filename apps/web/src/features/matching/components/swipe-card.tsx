import { REVIEW_TEXT, ROUTES, approximateDistanceText } from "@kindred/contracts";
import { Heart, MapPin, MessageSquareQuote, X } from "lucide-react";
import { motion, useMotionValue, useTransform, type PanInfo } from "motion/react";
import { useRef } from "react";
import { Link } from "react-router";
import { ReputationBadges } from "@/components/reputation-badges";
import { Badge } from "@/components/ui/badge";
import { firstNameOf, firstPhotoOf, nameAndAge, whereabouts } from "@/lib/profile-format";
import type { DeckCard } from "../api/get-deck";
import { SWIPE_THRESHOLD_PX } from "../utils/constants";
import { ScorePill } from "./compatibility-summary";
import { ProfilePhoto } from "./profile-photo";

/** Which way a card leaves: right for a like, left for a skip; 0 when it just fades (an undo). */
export type ExitDirection = -1 | 0 | 1;

const cardVariants = {
  enter: { scale: 0.96, opacity: 0.6, y: 10 },
  center: { scale: 1, opacity: 1, y: 0 },
  exit: (direction: ExitDirection) =>
    direction === 0
      ? { opacity: 0, scale: 0.96, transition: { duration: 0.15 } }
      : {
          x: direction * 560,
          rotate: direction * 18,
          opacity: 0,
          transition: { duration: 0.3, ease: "easeIn" as const },
        },
};

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
      className="absolute top-4 right-4 inline-flex h-8 items-center gap-1.5 rounded-full bg-stone-950/55 px-3 text-sm font-semibold text-white shadow-md backdrop-blur-sm hover:bg-stone-950/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <MessageSquareQuote aria-hidden="true" className="size-4" />
      {REVIEW_TEXT.cardBadge(card.reviews.totalReviews)}
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
  const distance = card.distanceMiles === null ? null : approximateDistanceText(card.distanceMiles);
  return (
    <>
      <ProfilePhoto
        src={photo?.src ?? null}
        srcSet={photo?.srcSet}
        sizes="(min-width: 480px) 420px, 100vw"
        alt={`Photo of ${name}`}
        name={name}
        priority={priority}
        placeholder={first?.placeholder}
        width={first?.width}
        height={first?.height}
      />
      {likedYou ? (
        <Badge className="absolute top-4 left-4 h-7 gap-1.5 bg-white px-3 text-sm text-primary-strong shadow-md [&_svg]:size-3.5">
          <Heart aria-hidden="true" fill="currentColor" />
          Likes you
        </Badge>
      ) : null}
      <ReviewsLink card={card} />
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
        <ReputationBadges reviews={card.reviews} tone="photo" />
        {profile.bio?.trim() ? (
          <p className="line-clamp-2 text-sm leading-relaxed text-stone-100">{profile.bio}</p>
        ) : null}
        <ScorePill compatibility={compatibility} className="mt-1" />
      </div>
    </>
  );
}

type SwipeCardProps = {
  card: DeckCard;
  onLike: () => void;
  onSkip: () => void;
  onOpen: () => void;
};

/**
 * The top card of the stack. Dragged more than 100 px right it is liked, left it is skipped (spec 001
 * section 9); short of that it springs back. A tap (not a drag) opens the full profile. Keyboard and
 * screen-reader users have the Skip, Info and Like buttons under the stack instead.
 */
export function SwipeCard({ card, onLike, onSkip, onOpen }: SwipeCardProps) {
  const x = useMotionValue(0);
  const rotate = useTransform(x, [-240, 0, 240], [-12, 0, 12]);
  const likeOpacity = useTransform(x, [16, SWIPE_THRESHOLD_PX], [0, 1]);
  const skipOpacity = useTransform(x, [-SWIPE_THRESHOLD_PX, -16], [1, 0]);
  // A drag ends with a click on the same element; that click must not open the profile.
  const dragged = useRef(false);

  const onDragEnd = (_event: PointerEvent | MouseEvent | TouchEvent, info: PanInfo) => {
    if (info.offset.x > SWIPE_THRESHOLD_PX) onLike();
    else if (info.offset.x < -SWIPE_THRESHOLD_PX) onSkip();
  };

  return (
    <motion.article
      aria-label={nameAndAge(card.profile)}
      className="absolute inset-0 cursor-grab touch-pan-y overflow-hidden rounded-(--radius-card) bg-muted shadow-xl shadow-stone-900/15 ring-1 ring-stone-900/5 active:cursor-grabbing"
      style={{ x, rotate }}
      variants={cardVariants}
      initial="enter"
      animate="center"
      exit="exit"
      drag="x"
      dragSnapToOrigin
      dragElastic={0.9}
      onPointerDown={() => {
        dragged.current = false;
      }}
      onDragStart={() => {
        dragged.current = true;
      }}
      onDragEnd={onDragEnd}
      onClick={() => {
        if (!dragged.current) onOpen();
      }}
    >
      <CardFace card={card} priority />
      {/* Stamps that fade in as the card nears the threshold. */}
      <motion.span
        aria-hidden="true"
        style={{ opacity: likeOpacity }}
        className="pointer-events-none absolute top-6 left-5 flex -rotate-12 items-center gap-1.5 rounded-xl border-4 border-emerald-400 bg-emerald-950/40 px-3 py-1 text-2xl font-extrabold tracking-wider text-emerald-200 uppercase"
      >
        <Heart className="size-6" fill="currentColor" /> Like
      </motion.span>
      <motion.span
        aria-hidden="true"
        style={{ opacity: skipOpacity }}
        className="pointer-events-none absolute top-6 right-5 flex rotate-12 items-center gap-1.5 rounded-xl border-4 border-rose-400 bg-rose-950/40 px-3 py-1 text-2xl font-extrabold tracking-wider text-rose-100 uppercase"
      >
        <X className="size-6" strokeWidth={3} /> Skip
      </motion.span>
    </motion.article>
  );
}
