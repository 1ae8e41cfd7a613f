import { msg } from "@kindred/contracts";

/** Spec 001 section 9: a card dragged further than this (in CSS px) is liked (right) or skipped (left). */
export const SWIPE_THRESHOLD_PX = 100;

/** Spec 001 section 9: the celebration's avatar appears after 0.8 s; confetti falls for 3 s. */
export const CELEBRATION_AVATAR_DELAY_MS = 800;
export const CONFETTI_DURATION_MS = 3000;

/** Ask the server for more cards when this few are left, so the stack never runs dry mid-swipe. */
export const LOW_STACK = 4;

/** The full profile lists at most this many reasons for a score. */
export const REASONS_SHOWN = 3;

/** The spec's fallback for an empty field on the full profile. */
export const NOT_SPECIFIED = msg("Not specified");

/** The card photo's `sizes`: the deck is 420 px wide at most, the screen's width below that. */
export const CARD_PHOTO_SIZES = "(min-width: 480px) 420px, 100vw";

/** Past this many px between press and release, a press on a card is a swipe rather than a tap. */
export const TAP_SLOP_PX = 4;
