import { describe, expect, it } from "vitest";
import { fullName, initialsOf, matchesName } from "./names";

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

describe("matchesName (the conversation search)", () => {
  it("matches everyone for an empty or blank query", () => {
    expect(matchesName(ada, "")).toBe(true);
    expect(matchesName(ada, "   ")).toBe(true);
    expect(matchesName({ firstName: null, lastName: null }, "")).toBe(true);
  });

  it("matches the first name or the last name, ignoring case", () => {
    expect(matchesName(ada, "ada")).toBe(true);
    expect(matchesName(ada, "ADA")).toBe(true);
    expect(matchesName(ada, "love")).toBe(true);
    expect(matchesName(ada, "LACE")).toBe(true);
    expect(matchesName(ada, "da")).toBe(true);
  });

  it("matches the full name typed with a space, and ignores surrounding spaces", () => {
    expect(matchesName(ada, "ada lovelace")).toBe(true);
    expect(matchesName(ada, "a lov")).toBe(true);
    expect(matchesName(ada, "  Lovelace  ")).toBe(true);
  });

  it("does not match other names", () => {
    expect(matchesName(ada, "grace")).toBe(false);
    expect(matchesName(ada, "lovelace ada")).toBe(false);
    expect(matchesName(ada, "adalovelace")).toBe(false);
  });

  it("copes with a missing first or last name", () => {
    expect(matchesName({ firstName: null, lastName: "Hopper" }, "hop")).toBe(true);
    expect(matchesName({ firstName: "Grace", lastName: null }, "hop")).toBe(false);
    expect(matchesName({ firstName: null, lastName: null }, "null")).toBe(false);
  });
});
