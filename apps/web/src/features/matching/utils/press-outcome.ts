import { SWIPE_THRESHOLD_PX, TAP_SLOP_PX } from "./constants";

export type PressOutcome = "like" | "skip" | "open" | "none";

/**
 * What a press on the static top card comes to when it is released and Motion's card never took it
 * over (match-screen.tsx): past the threshold a like or a skip; a tap opens the full profile, but only
 * when the card's own click cannot: Motion's card replaced it between the press and the release (the
 * pressed element is gone, so the click lands beside it), which a slow phone makes likely.
 */
export function pressOutcome(offsetX: number, clickReachesCard: boolean): PressOutcome {
  if (offsetX > SWIPE_THRESHOLD_PX) return "like";
  if (offsetX < -SWIPE_THRESHOLD_PX) return "skip";
  return Math.abs(offsetX) <= TAP_SLOP_PX && !clickReachesCard ? "open" : "none";
}
