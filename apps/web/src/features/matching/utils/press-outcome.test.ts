import { describe, expect, it } from "vitest";
import { SWIPE_THRESHOLD_PX, TAP_SLOP_PX } from "./constants";
import { pressOutcome } from "./press-outcome";

describe("a press on the static top card, released", () => {
  it("likes or skips past the threshold, wherever the click lands", () => {
    expect(pressOutcome(SWIPE_THRESHOLD_PX + 1, true)).toBe("like");
    expect(pressOutcome(SWIPE_THRESHOLD_PX + 1, false)).toBe("like");
    expect(pressOutcome(-SWIPE_THRESHOLD_PX - 1, false)).toBe("skip");
    expect(pressOutcome(SWIPE_THRESHOLD_PX, false)).toBe("none");
  });

  it("opens the profile on a tap whose card was replaced before the release: its click can't", () => {
    expect(pressOutcome(0, false)).toBe("open");
    expect(pressOutcome(-TAP_SLOP_PX, false)).toBe("open");
  });

  it("leaves a tap on a card still there to the card's own click, so it opens once", () => {
    expect(pressOutcome(0, true)).toBe("none");
  });

  it("does nothing for a short drag that is neither a tap nor a swipe", () => {
    expect(pressOutcome(TAP_SLOP_PX + 1, false)).toBe("none");
    expect(pressOutcome(-50, false)).toBe("none");
  });
});
