import type { Photo } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import {
  ethnicityLabel,
  firstNameOf,
  firstPhotoOf,
  fullName,
  genderLabel,
  gradientFor,
  initialOf,
  initialsOf,
  matchStyleName,
  matchStyleOf,
  mbtiDescription,
  nameAndAge,
  photoSources,
  religionLabel,
  shortName,
  thumbnailOf,
  whereabouts,
} from "./profile-format";

const photo = (id: string, width = 1200): Photo => ({
  id,
  position: 0,
  url: `/p/${id}.webp`,
  previewUrl: `/p/${id}-400.webp`,
  width,
  height: 900,
  isPrivate: false,
  isMain: false,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("names", () => {
  it("uses the trimmed first name, or 'Someone'", () => {
    expect(firstNameOf({ firstName: " Ada " })).toBe("Ada");
    expect(firstNameOf({ firstName: "  " })).toBe("Someone");
    expect(firstNameOf({ firstName: null })).toBe("Someone");
  });

  it("adds the age when there is one", () => {
    expect(nameAndAge({ firstName: "Ada", age: 34 })).toBe("Ada, 34");
    expect(nameAndAge({ firstName: null, age: 29 })).toBe("Someone, 29");
    expect(nameAndAge({ firstName: "Ada", age: null })).toBe("Ada");
    expect(nameAndAge({ firstName: "Ada", age: 0 })).toBe("Ada, 0");
  });

  it("gives an initial even without a name", () => {
    expect(initialOf(firstNameOf({ firstName: "ada" }))).toBe("A");
    expect(initialOf(firstNameOf({ firstName: null }))).toBe("S");
  });
});

describe("labels", () => {
  it("maps stored values to labels, keeping unknown ones", () => {
    expect(religionLabel("buddhism")).toBe("Buddhism");
    expect(religionLabel("pastafarian")).toBe("pastafarian");
    expect(religionLabel(null)).toBeNull();
    expect(genderLabel("female")).toBe("Female");
  });

  it("describes an MBTI type by its name, and passes anything else through", () => {
    expect(mbtiDescription("INTJ")).toBe("INTJ · The Architect");
    expect(mbtiDescription("Not sure")).toBe("Not sure");
    expect(mbtiDescription("intj")).toBe("intj");
    expect(mbtiDescription(null)).toBeNull();
    expect(mbtiDescription("")).toBeNull();
  });

  it("looks up a match style", () => {
    expect(matchStyleOf("free_spirit")?.name).toBe("Free Spirit");
    expect(matchStyleOf(null)).toBeNull();
  });
});

describe("whereabouts", () => {
  it("gives the place and the distance in km", () => {
    expect(whereabouts({ location: " Austin, Texas, United States ", distanceKm: 5 })).toEqual({
      location: "Austin, Texas, United States",
      distance: "5 km away",
    });
    expect(whereabouts({ location: "", distanceKm: 0 })).toEqual({ location: null, distance: "0 km away" });
    expect(whereabouts({ location: null, distanceKm: null })).toEqual({ location: null, distance: null });
  });
});

describe("photos", () => {
  it("offers the full photo in srcset only when it is wider than the preview", () => {
    expect(photoSources(photo("a", 1200))).toEqual({
      src: "/p/a-400.webp",
      srcSet: "/p/a-400.webp 400w, /p/a.webp 1200w",
    });
    expect(photoSources(photo("b", 400))).toEqual({ src: "/p/b-400.webp", srcSet: undefined });
  });

  it("opens a card with the first photo, else the avatar, else nothing", () => {
    expect(firstPhotoOf({ photos: [photo("a"), photo("b")], avatar: "/avatar.jpg" })?.src).toBe("/p/a-400.webp");
    expect(firstPhotoOf({ photos: [], avatar: "/avatar.jpg" })).toEqual({ src: "/avatar.jpg", srcSet: undefined });
    expect(firstPhotoOf({ photos: [], avatar: null })).toBeNull();
  });

  it("uses the first photo's preview as the thumbnail, else the avatar", () => {
    expect(thumbnailOf({ photos: [photo("a")], avatar: "/avatar.jpg" })).toBe("/p/a-400.webp");
    expect(thumbnailOf({ photos: [], avatar: "/avatar.jpg" })).toBe("/avatar.jpg");
    expect(thumbnailOf({ photos: [], avatar: null })).toBeNull();
  });
});

describe("gradientFor", () => {
  it("gives the same person the same placeholder every time", () => {
    expect(gradientFor("Ada")).toBe(gradientFor("Ada"));
    expect(gradientFor("")).toBe("from-rose-500 via-rose-600 to-fuchsia-800");
    // 'A' is 65: 65 % 5 = 0; 'B' is 66: 66 % 5 = 1.
    expect(gradientFor("A")).toBe("from-rose-500 via-rose-600 to-fuchsia-800");
    expect(gradientFor("B")).toBe("from-fuchsia-600 via-purple-700 to-indigo-800");
  });

  it("spreads names over all five gradients, even long ones (no overflow to NaN)", () => {
    const names = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Ken", "Dennis", "Margaret", "Linus", "Radia"];
    expect(new Set(names.map(gradientFor)).size).toBe(5);
    expect(gradientFor("x".repeat(10_000))).toMatch(/^from-/);
  });
});

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

describe("the search card's picture and letter", () => {
  it("picks the first photo's preview, else the avatar", () => {
    const photo = {
      id: "p1",
      position: 0,
      url: "/p/1.webp",
      previewUrl: "/p/1-400.webp",
      width: 1200,
      height: 1600,
      isPrivate: false,
      isMain: true,
      createdAt: "2026-01-01T00:00:00.000Z",
    };
    expect(thumbnailOf({ photos: [photo], avatar: "/a.jpg" })).toBe("/p/1-400.webp");
    expect(thumbnailOf({ photos: [], avatar: "/a.jpg" })).toBe("/a.jpg");
    expect(thumbnailOf({ photos: [], avatar: null })).toBeNull();
  });

  it("gives an upper-case initial or '?'", () => {
    expect(initialOf(" ada")).toBe("A");
    expect(initialOf("")).toBe("?");
    expect(initialOf("   ")).toBe("?");
    expect(initialOf(null)).toBe("?");
  });
});

const ada = { firstName: "Ada", lastName: "Lovelace" };

describe("fullName", () => {
  it("joins first and last name", () => {
    expect(fullName(ada)).toBe("Ada Lovelace");
  });

  it("leaves out a missing or blank part", () => {
    expect(fullName({ firstName: "Ada", lastName: null })).toBe("Ada");
    expect(fullName({ firstName: null, lastName: "Lovelace" })).toBe("Lovelace");
    expect(fullName({ firstName: "Ada", lastName: "   " })).toBe("Ada");
  });

  it("falls back to 'Unknown User' without any name", () => {
    expect(fullName({ firstName: null, lastName: null })).toBe("Unknown User");
    expect(fullName({ firstName: "", lastName: " " })).toBe("Unknown User");
  });
});

describe("initialsOf", () => {
  it("takes the first letter of each part, upper-cased", () => {
    expect(initialsOf(ada)).toBe("AL");
    expect(initialsOf({ firstName: "ada", lastName: "lovelace" })).toBe("AL");
    expect(initialsOf({ firstName: "  ada", lastName: null })).toBe("A");
    expect(initialsOf({ firstName: null, lastName: "lovelace" })).toBe("L");
  });

  it("answers '?' without a name", () => {
    expect(initialsOf({ firstName: null, lastName: null })).toBe("?");
    expect(initialsOf({ firstName: " ", lastName: "" })).toBe("?");
  });
});
