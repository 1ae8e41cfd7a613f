import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compatibility, type CompatibilityProfile } from "./compatibility";
import { compatibilityScorer } from "./compatibility-scorer";
import { DEAL_BREAKERS, INTERESTS, LANGUAGES, MBTI_TYPES, RELATIONSHIP_TYPES, RELIGIONS } from "./options";
import { MATCH_STYLES } from "./quiz";

// Lists may repeat items and hold values outside the options (old rows, hand edits): the scorer
// must agree with the reference on those too.
const listOf = (values: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.subarray([...values]) },
    { weight: 1, arbitrary: fc.array(fc.constantFrom(...values, "Something else"), { maxLength: 6 }) },
  );
const arbitraryProfile = fc.record<CompatibilityProfile>({
  age: fc.option(fc.integer({ min: 18, max: 100 }), { nil: null }),
  matchStyle: fc.option(fc.constantFrom(...MATCH_STYLES, "", "unknown_style"), { nil: null }),
  mbtiType: fc.option(fc.constantFrom(...MBTI_TYPES, "Not sure", ""), { nil: null }),
  lookingFor: listOf(RELATIONSHIP_TYPES),
  relationshipType: listOf(RELATIONSHIP_TYPES),
  religion: fc.option(fc.constantFrom(...RELIGIONS.map((r) => r.value), "", "other-faith"), { nil: null }),
  hasChildren: fc.boolean(),
  languages: listOf(LANGUAGES),
  interests: listOf(INTERESTS),
  dealBreakers: listOf(DEAL_BREAKERS),
  minAge: fc.integer({ min: 18, max: 60 }),
  maxAge: fc.integer({ min: 30, max: 100 }),
  maxDistanceKm: fc.integer({ min: 0, max: 160 }),
});
const arbitraryDistance = fc.option(
  fc.oneof(fc.double({ min: 0, max: 500, noNaN: true }), fc.integer({ min: 0, max: 200 })),
  { nil: null },
);

describe("compatibilityScorer", () => {
  it("gives exactly the reference's score, confidence and reasons for any two profiles", () => {
    fc.assert(
      fc.property(arbitraryProfile, arbitraryProfile, arbitraryDistance, (a, b, distance) => {
        const expected = compatibility(a, b, distance);
        const scorer = compatibilityScorer(a);
        expect(scorer.score(b, distance)).toBe(expected.score);
        expect(scorer.compatibility(b, distance)).toEqual(expected);
      }),
      { numRuns: 5_000 },
    );
  }, 60_000);

  it("gives the same answers when one viewer scores a whole pool, in any order", () => {
    fc.assert(
      fc.property(
        arbitraryProfile,
        fc.array(fc.tuple(arbitraryProfile, arbitraryDistance), { minLength: 1, maxLength: 50 }),
        (viewer, pool) => {
          const scorer = compatibilityScorer(viewer);
          // Scores first, then the full answers, as the deck asks: no pair's scratch leaks into another's.
          const scores = pool.map(([candidate, distance]) => scorer.score(candidate, distance));
          for (const [i, [candidate, distance]] of pool.entries()) {
            const expected = compatibility(viewer, candidate, distance);
            expect(scores[i]).toBe(expected.score);
            expect(scorer.compatibility(candidate, distance)).toEqual(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it("gives the reference's reasons where they are many (close, alike members)", () => {
    const alike: CompatibilityProfile = {
      age: 30,
      matchStyle: "deep_connector",
      mbtiType: "INFJ",
      lookingFor: ["Marriage", "Long-term Relationship"],
      relationshipType: [],
      religion: "buddhism",
      hasChildren: false,
      languages: ["English", "French", "Spanish"],
      interests: ["Hiking", "Travel", "Reading"],
      dealBreakers: [],
      minAge: 25,
      maxAge: 40,
      maxDistanceKm: 50,
    };
    for (const distance of [0, 0.4, 3, 9.6, 10, 10.01, null]) {
      const expected = compatibility(alike, alike, distance);
      expect(expected.reasons.length).toBeGreaterThan(0);
      expect(compatibilityScorer(alike).compatibility(alike, distance)).toEqual(expected);
    }
  });
});
