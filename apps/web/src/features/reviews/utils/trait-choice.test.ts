import { POSITIVE_TRAITS, REVIEW_RULES } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import { isTraitDisabled, nextTraits, toggleTrait } from "./trait-choice";

describe("toggleTrait", () => {
  it("adds a first and a second trait in the order they were chosen", () => {
    expect(toggleTrait([], "Kind", true)).toEqual(["Kind"]);
    expect(toggleTrait(["Kind"], "Friendly", true)).toEqual(["Kind", "Friendly"]);
  });

  it("drops the oldest choice when a third is chosen", () => {
    expect(toggleTrait(["Kind", "Friendly"], "Honest", true)).toEqual(["Friendly", "Honest"]);
    expect(toggleTrait(["Friendly", "Honest"], "Fun", true)).toEqual(["Honest", "Fun"]);
  });

  it("removes an unchecked trait and keeps the order of the others", () => {
    expect(toggleTrait(["Kind", "Friendly"], "Kind", false)).toEqual(["Friendly"]);
    expect(toggleTrait(["Kind"], "Fun", false)).toEqual(["Kind"]);
  });

  it("never lists a trait twice", () => {
    expect(toggleTrait(["Kind", "Fun"], "Kind", true)).toEqual(["Fun", "Kind"]);
  });
});

describe("nextTraits", () => {
  it("reads an addition from the group's list, which comes in the form's order", () => {
    // The group answers in POSITIVE_TRAITS order: Friendly comes before Kind there, but was chosen last.
    expect(nextTraits(["Kind"], ["Friendly", "Kind"])).toEqual(["Kind", "Friendly"]);
  });

  it("drops the oldest when a third arrives", () => {
    expect(nextTraits(["Kind", "Friendly"], ["Friendly", "Honest", "Kind"])).toEqual(["Friendly", "Honest"]);
  });

  it("reads a removal", () => {
    expect(nextTraits(["Kind", "Friendly"], ["Kind"])).toEqual(["Kind"]);
  });

  it("keeps at most the maximum even when several arrive at once", () => {
    expect(nextTraits([], POSITIVE_TRAITS)).toHaveLength(REVIEW_RULES.maxTraits);
  });
});

describe("isTraitDisabled", () => {
  it("leaves every box enabled below two", () => {
    expect(POSITIVE_TRAITS.some((trait) => isTraitDisabled([], trait))).toBe(false);
    expect(POSITIVE_TRAITS.some((trait) => isTraitDisabled(["Kind"], trait))).toBe(false);
  });

  it("disables the unchosen boxes at two, never the chosen ones", () => {
    const chosen = ["Kind", "Fun"] as const;
    expect(isTraitDisabled(chosen, "Kind")).toBe(false);
    expect(isTraitDisabled(chosen, "Fun")).toBe(false);
    expect(POSITIVE_TRAITS.filter((trait) => isTraitDisabled(chosen, trait))).toHaveLength(POSITIVE_TRAITS.length - 2);
  });
});
