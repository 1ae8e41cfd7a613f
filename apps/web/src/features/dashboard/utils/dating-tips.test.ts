import { describe, expect, it, vi } from "vitest";
import { DATING_TIPS, randomTip } from "./dating-tips";

describe("randomTip", () => {
  it("offers five different tips", () => {
    expect(DATING_TIPS).toHaveLength(5);
    expect(new Set(DATING_TIPS).size).toBe(5);
  });

  it("picks each tip for its fifth of the random range", () => {
    const pick = (random: number) => {
      vi.spyOn(Math, "random").mockReturnValueOnce(random);
      return randomTip();
    };
    expect(pick(0)).toBe(DATING_TIPS[0]);
    expect(pick(0.1999)).toBe(DATING_TIPS[0]);
    expect(pick(0.2)).toBe(DATING_TIPS[1]);
    expect(pick(0.5)).toBe(DATING_TIPS[2]);
    expect(pick(0.79)).toBe(DATING_TIPS[3]);
    expect(pick(0.9999999)).toBe(DATING_TIPS[4]);
  });

  it("still answers a tip if the random number reaches 1", () => {
    vi.spyOn(Math, "random").mockReturnValueOnce(1);
    expect(randomTip()).toBe(DATING_TIPS[0]);
  });

  it("reaches every tip", () => {
    const seen = new Set(Array.from({ length: 500 }, () => randomTip()));
    expect(seen).toEqual(new Set(DATING_TIPS));
  });
});
