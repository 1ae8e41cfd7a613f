import { describe, expect, it } from "vitest";
import { ethnicityLabel, genderLabel, initialOf, matchStyleName, shortName, thumbnailOf } from "./profile-format";

describe("option labels", () => {
  it("shows the label of a stored value", () => {
    expect(genderLabel("non-binary")).toBe("Non-binary");
    expect(genderLabel("prefer-not-to-say")).toBe("Prefer not to say");
    expect(ethnicityLabel("black/african american")).toBe("Black/African American");
  });

  it("shows an unknown value as stored, and nothing for no value", () => {
    expect(genderLabel("agender")).toBe("agender");
    expect(genderLabel(null)).toBeNull();
    expect(genderLabel(undefined)).toBeNull();
    expect(ethnicityLabel("")).toBeNull();
  });

  it("names a match style", () => {
    expect(matchStyleName("deep_connector")).toBe("Deep Connector");
    expect(matchStyleName("driven_seeker")).toBe("Driven Seeker");
    expect(matchStyleName(null)).toBeNull();
  });
});

describe("initialOf", () => {
  it("takes the first non-blank name's first letter, upper-cased", () => {
    expect(initialOf("ada", "lovelace")).toBe("A");
    expect(initialOf(null, "  lovelace")).toBe("L");
    expect(initialOf("   ", undefined, "grace")).toBe("G");
  });

  it("answers '?' without any name", () => {
    expect(initialOf()).toBe("?");
    expect(initialOf(null, " ", undefined)).toBe("?");
  });
});

describe("shortName", () => {
  it("is the first name and the last initial", () => {
    expect(shortName("Ada", "Lovelace")).toBe("Ada L.");
    expect(shortName(" Ada ", " lovelace")).toBe("Ada L.");
  });

  it("leaves out what is missing", () => {
    expect(shortName("Ada", null)).toBe("Ada");
    expect(shortName("Ada", "  ")).toBe("Ada");
    expect(shortName(null, "Lovelace")).toBe("L.");
    expect(shortName(null, null)).toBe("");
  });
});

describe("thumbnailOf", () => {
  it("prefers the first photo's preview, then the avatar", () => {
    const photos = [{ previewUrl: "/p/1-400.webp" }, { previewUrl: "/p/2-400.webp" }];
    expect(thumbnailOf({ avatar: "/a.jpg", photos })).toBe("/p/1-400.webp");
    expect(thumbnailOf({ avatar: "/a.jpg", photos: [] })).toBe("/a.jpg");
    expect(thumbnailOf({ avatar: null, photos: [] })).toBeNull();
  });
});
