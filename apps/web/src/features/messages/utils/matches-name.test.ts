import { describe, expect, it } from "vitest";
import { matchesName } from "./matches-name";

const ada = { firstName: "Ada", lastName: "Lovelace" };

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
