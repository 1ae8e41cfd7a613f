import type { PublicProfile } from "@kindred/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDomains } from "@/lib/i18n/i18n";
import { cardBadges } from "./card-badges";

// "Looking for: {first}" is a message of the search catalogue (its placeholder filled there).
beforeAll(() => loadDomains(["search"]));

function profile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: "user-ada",
    firstName: "Ada",
    lastName: "Lovelace",
    age: 34,
    gender: "female",
    interestedIn: "men",
    relationshipType: [],
    lookingFor: [],
    location: "London, United Kingdom",
    bio: null,
    ethnicity: null,
    height: null,
    weight: null,
    relationshipStatus: null,
    hasChildren: false,
    mbtiType: null,
    religion: null,
    languages: [],
    interests: [],
    communicationStyle: null,
    loveLanguage: null,
    education: null,
    occupation: null,
    dealBreakers: [],
    matchStyle: null,
    avatar: null,
    photos: [],
    verified: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    isNew: false,
    distanceKm: null,
    ...overrides,
  };
}

describe("cardBadges", () => {
  it("lists MBTI, religion, first language, ethnicity, first relationship type and looking-for, in that order", () => {
    expect(
      cardBadges(
        profile({
          mbtiType: "INFJ",
          religion: "judaism",
          languages: ["French", "English"],
          ethnicity: "mixed/multiple",
          relationshipType: ["Marriage", "Friendship"],
          lookingFor: ["Long-term Relationship", "Marriage"],
        }),
      ),
    ).toEqual(["INFJ", "Judaism", "French", "Mixed/Multiple", "Marriage", "Looking for: Long-term Relationship +"]);
  });

  it("adds '+' to looking-for only when there is more than one", () => {
    expect(cardBadges(profile({ lookingFor: ["Friendship"] }))).toEqual(["Looking for: Friendship"]);
  });

  it("leaves out what is not filled in, and 'Not sure' as an MBTI type", () => {
    expect(cardBadges(profile())).toEqual([]);
    expect(cardBadges(profile({ mbtiType: "Not sure", languages: ["English"] }))).toEqual(["English"]);
  });

  it("shows an unknown stored value as it is", () => {
    expect(cardBadges(profile({ religion: "jediism" }))).toEqual(["jediism"]);
  });
});
