import { describe, expect, it } from "vitest";
import { REVIEW_TEXT, ReviewInputSchema, summarizeReviews, type ReviewCounts } from "./reviews";

const counts = (fields: Partial<ReviewCounts>): ReviewCounts => ({
  total: 5,
  photoYes: 5,
  followedYes: 5,
  honestYes: 5,
  traits: {},
  ...fields,
});

describe("summarizeReviews", () => {
  it("gives only the count below 5 reviews, and the ratings from exactly 5", () => {
    expect(summarizeReviews(counts({ total: 0, photoYes: 0, followedYes: 0, honestYes: 0 }))).toEqual({
      totalReviews: 0,
      reputation: null,
    });
    expect(summarizeReviews(counts({ total: 4, photoYes: 4, followedYes: 4, honestYes: 4 }))).toEqual({
      totalReviews: 4,
      reputation: null,
    });
    const five = summarizeReviews(counts({ total: 5, traits: { Kind: 5 } }));
    expect(five.totalReviews).toBe(5);
    expect(five.reputation).toEqual({
      photoVerified: true,
      photoAccuracy: 100,
      reliability: 100,
      honesty: 100,
      reliable: true,
      honest: true,
      topTraits: ["Kind"],
    });
  });

  it("grants each badge at exactly 80 % and not below", () => {
    const at80 = summarizeReviews(counts({ total: 5, photoYes: 4, followedYes: 4, honestYes: 4 })).reputation!;
    expect(at80).toMatchObject({
      photoVerified: true,
      photoAccuracy: 80,
      reliable: true,
      reliability: 80,
      honest: true,
      honesty: 80,
    });
    const at60 = summarizeReviews(counts({ total: 5, photoYes: 3, followedYes: 3, honestYes: 3 })).reputation!;
    expect(at60).toMatchObject({ photoVerified: false, reliable: false, honest: false, reliability: 60 });
  });

  it("grants the badges at exactly 80 % whatever the total (no floating-point miss)", () => {
    for (let total = 5; total <= 1000; total += 5) {
      const yes = (total / 5) * 4;
      const r = summarizeReviews(counts({ total, photoYes: yes, followedYes: yes, honestYes: yes })).reputation!;
      expect([r.photoVerified, r.reliable, r.honest, r.photoAccuracy], `${yes} of ${total}`).toEqual([
        true,
        true,
        true,
        80,
      ]);
      const less = summarizeReviews(counts({ total, photoYes: yes - 1 })).reputation!;
      expect(less.photoVerified, `${yes - 1} of ${total}`).toBe(false);
    }
  });

  it("compares the exact share, so 79.6 % shows as 80 but earns no badge", () => {
    // 39 of 49: 79.59 %, rounded to 80 for the bar.
    const near = summarizeReviews(counts({ total: 49, photoYes: 39, followedYes: 39, honestYes: 39 })).reputation!;
    expect(near).toMatchObject({ photoAccuracy: 80, reliability: 80, honesty: 80 });
    expect(near).toMatchObject({ photoVerified: false, reliable: false, honest: false });
  });

  it("rounds the percentages to whole numbers", () => {
    const r = summarizeReviews(counts({ total: 6, photoYes: 1, followedYes: 5, honestYes: 2 })).reputation!;
    expect([r.photoAccuracy, r.reliability, r.honesty]).toEqual([17, 83, 33]);
  });

  it("names the two most chosen traits, ties in the form's order", () => {
    const top = (traits: ReviewCounts["traits"]) => summarizeReviews(counts({ traits })).reputation!.topTraits;
    expect(top({ Fun: 1, Kind: 4, Honest: 2 })).toEqual(["Kind", "Honest"]);
    // Fun and Friendly tie for second: Friendly comes first on the form.
    expect(top({ Kind: 4, Fun: 2, Friendly: 2 })).toEqual(["Kind", "Friendly"]);
    // A three-way tie keeps the form's first two.
    expect(top({ Kind: 3, Punctual: 3, Authentic: 3 })).toEqual(["Punctual", "Authentic"]);
    expect(top({ Respectful: 5 })).toEqual(["Respectful"]);
    expect(top({ Fun: 0 })).toEqual([]);
  });
});

describe("ReviewInputSchema", () => {
  const valid = {
    photoAccuracy: "Yes",
    followedThroughOnPlans: "Sometimes",
    honestAboutIntentions: "No",
    positiveTraits: ["Kind", "Fun"],
    hasMet: true,
  };
  const message = (input: unknown) => ReviewInputSchema.safeParse(input).error?.issues[0]?.message;

  it("accepts one or two traits from the list, and has-met defaults to false", () => {
    expect(ReviewInputSchema.parse(valid)).toEqual(valid);
    const { hasMet, ...rest } = valid;
    void hasMet;
    expect(ReviewInputSchema.parse({ ...rest, positiveTraits: ["Kind"] })).toEqual({
      ...rest,
      positiveTraits: ["Kind"],
      hasMet: false,
    });
  });

  it("refuses zero, three or repeated traits with the form's words", () => {
    expect(message({ ...valid, positiveTraits: [] })).toBe(REVIEW_TEXT.traitRequired);
    expect(message({ ...valid, positiveTraits: ["Kind", "Fun", "Honest"] })).toBe(REVIEW_TEXT.tooManyTraits);
    expect(message({ ...valid, positiveTraits: ["Kind", "Kind"] })).toBe(REVIEW_TEXT.tooManyTraits);
  });

  it("refuses answers and traits outside the lists, missing answers and unknown keys", () => {
    expect(ReviewInputSchema.safeParse({ ...valid, photoAccuracy: "Sometimes" }).success).toBe(false);
    expect(ReviewInputSchema.safeParse({ ...valid, followedThroughOnPlans: "Somewhat" }).success).toBe(false);
    expect(ReviewInputSchema.safeParse({ ...valid, honestAboutIntentions: "yes" }).success).toBe(false);
    expect(ReviewInputSchema.safeParse({ ...valid, positiveTraits: ["Rich"] }).success).toBe(false);
    expect(ReviewInputSchema.safeParse({ ...valid, reviewerId: "x" }).success).toBe(false);
    const { photoAccuracy, ...withoutPhoto } = valid;
    void photoAccuracy;
    expect(ReviewInputSchema.safeParse(withoutPhoto).success).toBe(false);
    expect(ReviewInputSchema.safeParse({ ...valid, hasMet: "yes" }).success).toBe(false);
  });
});
