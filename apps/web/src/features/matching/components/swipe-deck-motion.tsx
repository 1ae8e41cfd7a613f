import { AnimatePresence, motion, useDragControls, useMotionValue, useTransform, type PanInfo } from "motion/react";
import { memo, useEffect, useRef } from "react";
// Types only: everything else comes in `kit` (card-face.tsx says why).
import type { DeckCard } from "../api/get-deck";
import type { DeckHandlers, DeckKit, ExitDirection, TopCardProps } from "./card-face";

/*
 * The deck with Motion: the top card follows a drag and flies off when liked or skipped. Its own
 * chunk, loaded once the member reaches for the deck (swipe-card.tsx says why).
 */

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
 * The top card of the stack. Dragged more than 100 px right it is liked, left it is skipped (spec 001
 * section 9); short of that it springs back. A tap (not a drag) opens the full profile. Keyboard and
 * screen-reader users have the Skip, Info and Like buttons under the stack instead.
 */
// Memoised, with callbacks that keep their identity: with `drag`, every render of a motion element
// has Motion measure the page's layout again, and the screen re-renders often as its answers arrive.
const SwipeCard = memo(function SwipeCard({
  card,
  onLike,
  onSkip,
  onOpen,
  takePress,
  kit,
}: TopCardProps & { takePress: () => PointerEvent | null; kit: DeckKit }) {
  const { CardFace, SWIPE_THRESHOLD_PX } = kit;
  const x = useMotionValue(0);
  const rotate = useTransform(x, [-240, 0, 240], [-12, 0, 12]);
  const likeOpacity = useTransform(x, [16, SWIPE_THRESHOLD_PX], [0, 1]);
  const skipOpacity = useTransform(x, [-SWIPE_THRESHOLD_PX, -16], [1, 0]);
  const controls = useDragControls();
  // A drag ends with a click on the same element; that click must not open the profile.
  const dragged = useRef(false);

  // A press on the card this one replaced, still held: carry it on as this card's drag.
  useEffect(() => {
    const held = takePress();
    if (!held) return;
    dragged.current = false;
    controls.start(held);
    // Its click may land beside this card (the pressed element is gone). And when no move came after
    // the hand-over, Motion never starts a drag (nor ends one): how far the press went decides, as a
    // drag's end would, and a tap still opens the profile.
    const release = (up: PointerEvent) => {
      if (dragged.current) return;
      const offset = up.clientX - held.clientX;
      if (offset > SWIPE_THRESHOLD_PX) onLike(card);
      else if (offset < -SWIPE_THRESHOLD_PX) onSkip(card);
      else onOpen(card);
    };
    window.addEventListener("pointerup", release, { once: true });
  }, [takePress, controls, card, onOpen, onLike, onSkip, SWIPE_THRESHOLD_PX]);

  const onDragEnd = (_event: PointerEvent | MouseEvent | TouchEvent, info: PanInfo) => {
    if (info.offset.x > SWIPE_THRESHOLD_PX) onLike(card);
    else if (info.offset.x < -SWIPE_THRESHOLD_PX) onSkip(card);
  };

  return (
    <motion.article
      aria-label={kit.cardLabel(card)}
      className={kit.CARD_CLASS}
      style={{ x, rotate }}
      variants={cardVariants}
      initial="enter"
      animate="center"
      exit="exit"
      drag="x"
      dragControls={controls}
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
        if (!dragged.current) onOpen(card);
      }}
    >
      <CardFace card={card} priority />
      {/* Stamps that fade in as the card nears the threshold. */}
      <motion.span aria-hidden="true" style={{ opacity: likeOpacity }} className={kit.LIKE_STAMP_CLASS}>
        {kit.LIKE_STAMP}
      </motion.span>
      <motion.span aria-hidden="true" style={{ opacity: skipOpacity }} className={kit.SKIP_STAMP_CLASS}>
        {kit.SKIP_STAMP}
      </motion.span>
    </motion.article>
  );
});

export type MotionDeckProps = DeckHandlers & {
  cards: DeckCard[];
  exitDirection: ExitDirection;
  /** The press on the static card Motion's replaced, while it is held; taken once. */
  takePress: () => PointerEvent | null;
  kit: DeckKit;
};

/** The deck with Motion; a card leaves the way it was sent. */
export function MotionDeck({ cards, exitDirection, takePress, kit, ...handlers }: MotionDeckProps) {
  return (
    <AnimatePresence custom={exitDirection} initial={false}>
      {kit.deckLayers(cards, (card) => (
        <SwipeCard key={card.profile.id} card={card} takePress={takePress} kit={kit} {...handlers} />
      ))}
    </AnimatePresence>
  );
}
