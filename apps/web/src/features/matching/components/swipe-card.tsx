import { memo, useRef } from "react";
import type { DeckCard } from "../api/get-deck";
import { TAP_SLOP_PX } from "../utils/constants";
import {
  CARD_CLASS,
  CardFace,
  cardName,
  deckLayers,
  LIKE_STAMP,
  LIKE_STAMP_CLASS,
  SKIP_STAMP,
  SKIP_STAMP_CLASS,
  type DeckHandlers,
  type TopCardProps,
} from "./card-face";

/*
 * The swipe deck as it first renders, without Motion: swipe-deck-motion.tsx, the same markup with
 * Motion, takes over once the member reaches for the deck (a pointer over it, a touch, a focus).
 * Motion's code and its first measures were a few hundred ms of main thread on a slow phone before
 * the first card could show (issue 17).
 */

/**
 * The top card as it first renders: what Motion's card looks like at rest. A tap opens the full
 * profile; a press hands over to Motion's card (`onPress`), which the deck loads for it.
 */
const StaticSwipeCard = memo(function StaticSwipeCard({
  card,
  onOpen,
  onPress,
}: TopCardProps & { onPress: (card: DeckCard, event: PointerEvent) => void }) {
  const downX = useRef(0);
  return (
    <article
      aria-label={cardName(card.profile)}
      className={CARD_CLASS}
      onPointerDown={(event) => {
        downX.current = event.clientX;
        onPress(card, event.nativeEvent);
      }}
      onClick={(event) => {
        if (Math.abs(event.clientX - downX.current) <= TAP_SLOP_PX) onOpen(card);
      }}
    >
      <CardFace card={card} priority />
      <span aria-hidden="true" style={{ opacity: 0 }} className={LIKE_STAMP_CLASS}>
        {LIKE_STAMP}
      </span>
      <span aria-hidden="true" style={{ opacity: 0 }} className={SKIP_STAMP_CLASS}>
        {SKIP_STAMP}
      </span>
    </article>
  );
});

export type StaticDeckProps = DeckHandlers & {
  cards: DeckCard[];
  onPress: (card: DeckCard, event: PointerEvent) => void;
};

/** The deck before Motion: the same cards at rest. */
export function StaticDeck({ cards, onPress, ...handlers }: StaticDeckProps) {
  return deckLayers(cards, (card) => (
    <StaticSwipeCard key={card.profile.id} card={card} onPress={onPress} {...handlers} />
  ));
}
