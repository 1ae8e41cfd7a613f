import type { Photo } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import {
  firstNameOf,
  firstPhotoOf,
  genderLabel,
  gradientFor,
  initialOf,
  matchStyleOf,
  mbtiDescription,
  nameAndAge,
  photoSources,
  religionLabel,
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
    expect(initialOf({ firstName: "ada" })).toBe("A");
    expect(initialOf({ firstName: null })).toBe("S");
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
