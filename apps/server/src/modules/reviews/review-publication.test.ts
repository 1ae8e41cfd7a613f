import { describe, expect, it } from "vitest";
import { publishDelaySeconds } from "./review-publication";

describe("publishDelaySeconds", () => {
  it("spans a twelfth of the longest delay to all of it (2 to 24 hours by default); 0 publishes at once", () => {
    expect(publishDelaySeconds(24, () => 0)).toBe(2 * 3600);
    expect(publishDelaySeconds(24, () => 0.5)).toBe(13 * 3600);
    expect(publishDelaySeconds(24, () => 1)).toBe(24 * 3600);
    expect(publishDelaySeconds(0, () => 0.7)).toBe(0);
  });
});
