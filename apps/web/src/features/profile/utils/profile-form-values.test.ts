import type { OwnProfile } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import { PROFILE_FORM_PATHS, ProfileFormSchema, emptyToNull, toFormValues, toWholeNumber } from "./profile-form-values";

function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: "user-ada",
    firstName: "Ada",
    lastName: "Lovelace",
    age: 34,
    gender: "female",
    interestedIn: "men",
    relationshipType: ["Marriage"],
    lookingFor: ["Long-term Relationship"],
    location: "Austin, Texas, United States",
    country: "United States",
    state: "Texas",
    city: "Austin",
    bio: "Numbers and poetry.",
    ethnicity: "white/caucasian",
    height: 165,
    weight: 60,
    relationshipStatus: "single",
    hasChildren: true,
    mbtiType: "INTJ",
    religion: "agnosticism",
    languages: ["English", "French"],
    interests: ["Reading", "Writing"],
    communicationStyle: "Direct and honest",
    loveLanguage: "Quality Time",
    education: "Doctorate",
    occupation: "Mathematician",
    dealBreakers: ["Smoking"],
    matchStyle: "deep_connector",
    quizAnswers: null,
    avatar: null,
    photos: [],
    verified: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("toWholeNumber (height and weight boxes)", () => {
  it("reads whole numbers from the box", () => {
    expect(toWholeNumber("165")).toBe(165);
    expect(toWholeNumber(" 72 ")).toBe(72);
    expect(toWholeNumber("72.9")).toBe(72);
    expect(toWholeNumber(180)).toBe(180);
    expect(toWholeNumber(180.7)).toBe(180);
    expect(toWholeNumber(0)).toBe(0);
  });

  it("reads an empty box, or anything not a number, as no value", () => {
    expect(toWholeNumber("")).toBeUndefined();
    expect(toWholeNumber("   ")).toBeUndefined();
    expect(toWholeNumber("tall")).toBeUndefined();
    expect(toWholeNumber(Number.NaN)).toBeUndefined();
    expect(toWholeNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(toWholeNumber(null)).toBeUndefined();
    expect(toWholeNumber(undefined)).toBeUndefined();
  });
});

describe("emptyToNull (selects)", () => {
  it("turns the empty choice into null and keeps a choice", () => {
    expect(emptyToNull("")).toBeNull();
    expect(emptyToNull(undefined)).toBeNull();
    expect(emptyToNull("single")).toBe("single");
    expect(emptyToNull(null)).toBeNull();
    expect(emptyToNull(0)).toBe(0);
  });
});

describe("toFormValues", () => {
  it("starts a new profile with empty fields and English", () => {
    expect(toFormValues(null)).toEqual({
      firstName: "",
      lastName: "",
      age: undefined,
      gender: null,
      interestedIn: null,
      relationshipType: [],
      lookingFor: [],
      location: { country: "", state: null, city: "" },
      bio: "",
      ethnicity: null,
      height: null,
      weight: null,
      relationshipStatus: null,
      hasChildren: false,
      mbtiType: null,
      religion: null,
      languages: ["English"],
      interests: [],
      communicationStyle: null,
      loveLanguage: null,
      education: null,
      occupation: "",
      dealBreakers: [],
    });
  });

  it("fills the form from a saved profile", () => {
    const values = toFormValues(ownProfile());
    expect(values).toMatchObject({
      firstName: "Ada",
      age: 34,
      gender: "female",
      location: { country: "United States", state: "Texas", city: "Austin" },
      ethnicity: "white/caucasian",
      relationshipStatus: "single",
      hasChildren: true,
      mbtiType: "INTJ",
      languages: ["English", "French"],
      dealBreakers: ["Smoking"],
    });
    // What the form starts from passes the server's own schema unchanged.
    expect(ProfileFormSchema.safeParse(values).success).toBe(true);
  });

  it("drops stored values the form cannot offer, instead of failing the form", () => {
    const values = toFormValues(
      ownProfile({
        gender: "robot",
        country: "Atlantis",
        mbtiType: "XXXX",
        religion: "Agnosticism",
        languages: ["Klingon"],
        interests: ["Reading", "Knitting"],
        lookingFor: ["Pen Pal", "Marriage"],
        communicationStyle: "Telepathic",
      }),
    );
    expect(values).toMatchObject({
      gender: null,
      location: { country: "" },
      mbtiType: null,
      religion: null,
      languages: ["English"],
      interests: ["Reading"],
      lookingFor: ["Marriage"],
      communicationStyle: null,
    });
  });

  it("keeps 'Not sure' as an MBTI answer", () => {
    expect(toFormValues(ownProfile({ mbtiType: "Not sure" })).mbtiType).toBe("Not sure");
  });
});

describe("PROFILE_FORM_PATHS", () => {
  it("names the fields the server may point at, including the parts of the location", () => {
    for (const path of [
      "firstName",
      "bio",
      "dealBreakers",
      "location",
      "location.country",
      "location.state",
      "location.city",
    ]) {
      expect(PROFILE_FORM_PATHS.has(path)).toBe(true);
    }
    expect(PROFILE_FORM_PATHS.has("email")).toBe(false);
    expect(PROFILE_FORM_PATHS.has("location.zip")).toBe(false);
  });
});
