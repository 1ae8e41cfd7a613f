import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compatibility, type CompatibilityProfile } from "./compatibility";
import { MBTI_TABLE, mbtiPair } from "./compatibility-tables";
import { DEAL_BREAKERS, INTERESTS, LANGUAGES, MBTI_TYPES, RELATIONSHIP_TYPES, RELIGIONS } from "./options";
import { MATCH_STYLES } from "./quiz";

const base: CompatibilityProfile = {
  age: 30,
  matchStyle: "deep_connector",
  mbtiType: "INFJ",
  lookingFor: ["Long-term Relationship"],
  relationshipType: [],
  religion: "buddhism",
  hasChildren: false,
  languages: ["English"],
  interests: ["Hiking", "Travel", "Reading"],
  dealBreakers: [],
  minAge: 25,
  maxAge: 40,
  maxDistanceKm: 50,
};
const profile = (change: Partial<CompatibilityProfile>): CompatibilityProfile => ({ ...base, ...change });

const arbitraryProfile = fc.record<CompatibilityProfile>({
  age: fc.option(fc.integer({ min: 18, max: 100 }), { nil: null }),
  matchStyle: fc.option(fc.constantFrom(...MATCH_STYLES), { nil: null }),
  mbtiType: fc.option(fc.constantFrom(...MBTI_TYPES, "Not sure"), { nil: null }),
  lookingFor: fc.subarray([...RELATIONSHIP_TYPES]),
  relationshipType: fc.subarray([...RELATIONSHIP_TYPES]),
  religion: fc.option(fc.constantFrom(...RELIGIONS.map((r) => r.value)), { nil: null }),
  hasChildren: fc.boolean(),
  languages: fc.subarray([...LANGUAGES]),
  interests: fc.subarray([...INTERESTS]),
  dealBreakers: fc.subarray([...DEAL_BREAKERS]),
  minAge: fc.integer({ min: 18, max: 50 }),
  maxAge: fc.integer({ min: 50, max: 100 }),
  maxDistanceKm: fc.integer({ min: 1, max: 160 }),
});
const arbitraryDistance = fc.option(fc.double({ min: 0, max: 500, noNaN: true }), { nil: null });

describe("compatibility score", () => {
  it("is symmetric and within 0-100 for any two profiles", () => {
    fc.assert(
      fc.property(arbitraryProfile, arbitraryProfile, arbitraryDistance, (a, b, distance) => {
        const ab = compatibility(a, b, distance);
        const ba = compatibility(b, a, distance);
        expect(ab.score).toBe(ba.score);
        expect(ab.confidence).toBe(ba.confidence);
        expect(ab.score).toBeGreaterThanOrEqual(0);
        expect(ab.score).toBeLessThanOrEqual(100);
        expect(Number.isInteger(ab.score)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("is higher for a better fit on each component", () => {
    const me = base;
    const better = (
      change: Partial<CompatibilityProfile>,
      worse: Partial<CompatibilityProfile>,
      distance: [number | null, number | null] = [5, 5],
    ) =>
      expect(compatibility(me, profile(change), distance[0]).score).toBeGreaterThan(
        compatibility(me, profile(worse), distance[1]).score,
      );
    better({ lookingFor: ["Long-term Relationship"] }, { lookingFor: ["Casual Dating"] });
    better({ age: 30 }, { age: 50, minAge: 18, maxAge: 60 });
    better({}, {}, [2, 45]);
    better({ matchStyle: "loyal_realist" }, { matchStyle: "free_spirit" });
    better({ mbtiType: "ENFP" }, { mbtiType: "ESTP" });
    better({ religion: "buddhism" }, { religion: "islam" });
    better({ languages: ["English"] }, { languages: ["French"] });
    better({ interests: ["Hiking", "Travel", "Reading"] }, { interests: ["Gaming", "Fashion", "Dancing"] });
  });

  it("punishes a broken deal breaker far more than a soft mismatch", () => {
    const strict = profile({ dealBreakers: ["Has children"] });
    const parent = compatibility(strict, profile({ hasChildren: true }), 5).score;
    const otherFaith = compatibility(strict, profile({ religion: "islam" }), 5).score;
    expect(parent).toBe(20);
    expect(otherFaith).toBeGreaterThan(80);
  });

  it("pulls toward 50 % and says so when little is known", () => {
    const sparse: CompatibilityProfile = {
      ...base,
      age: null,
      matchStyle: null,
      mbtiType: null,
      lookingFor: [],
      religion: null,
      languages: [],
      interests: ["Hiking"],
    };
    const result = compatibility(sparse, sparse, null);
    expect(result.confidence).toBe("low");
    expect(result.score).toBeLessThan(90);
    expect(result.score).toBeGreaterThan(50);
    expect(compatibility(base, base, 5).confidence).toBe("high");
  });

  it("gives the documented worked examples (docs/compatibility.md)", () => {
    // Example 1: Maya and Sam.
    const maya = profile({
      matchStyle: "deep_connector",
      mbtiType: "INFJ",
      lookingFor: ["Marriage", "Long-term Relationship"],
      interests: ["Hiking", "Travel", "Reading"],
      languages: ["English", "French"],
    });
    const sam = profile({
      age: 33,
      matchStyle: "loyal_realist",
      mbtiType: "ENFP",
      lookingFor: ["Marriage"],
      interests: ["Hiking", "Cooking", "Travel"],
      languages: ["French"],
    });
    const result = compatibility(maya, sam, 8);
    expect(result).toEqual({
      score: 95,
      confidence: "high",
      reasons: ["You both want Marriage", "You share Buddhism", "You both speak French"],
    });
    // Example 2: Sam and Alex: Alex only wants something casual and lives 40 km away.
    const alex = profile({
      age: 27,
      matchStyle: "free_spirit",
      mbtiType: "ESTP",
      lookingFor: ["Casual Dating"],
      religion: "atheism",
      interests: ["Gaming"],
      languages: ["English"],
    });
    expect(compatibility(sam, alex, 40)).toEqual({ score: 23, confidence: "high", reasons: [] });
  });

  it("explains a style pairing when it is among the strongest reasons", () => {
    const a = profile({ lookingFor: [], religion: null, languages: [], interests: [], matchStyle: "deep_connector" });
    const b = profile({ lookingFor: [], religion: null, languages: [], interests: [], matchStyle: "loyal_realist" });
    expect(compatibility(a, b, null).reasons).toContain("Deep Connector and Loyal Realist value the same trust");
  });

  it("phrases reasons in plain words", () => {
    const a = profile({ interests: ["Hiking", "Travel"], languages: ["English", "Spanish"] });
    const reasons = compatibility(a, a, 3).reasons;
    expect(reasons[0]).toBe("You both want Long-term Relationship");
    expect(reasons.length).toBeLessThanOrEqual(3);
  });
});

describe("MBTI table", () => {
  it("is symmetric, 16x16, between 0.4 and 1, and gives the classic pairs the top score", () => {
    for (const a of MBTI_TYPES) for (const b of MBTI_TYPES) expect(MBTI_TABLE[a][b]).toBe(MBTI_TABLE[b][a]);
    expect(Object.keys(MBTI_TABLE)).toHaveLength(16);
    expect(mbtiPair("INFJ", "ENFP")).toBe(1);
    expect(mbtiPair("INTJ", "ENTP")).toBe(1);
    expect(mbtiPair("ISTJ", "ESTP")).toBe(1);
    expect(mbtiPair("INTJ", "ISFJ")).toBe(0.4);
  });
});
