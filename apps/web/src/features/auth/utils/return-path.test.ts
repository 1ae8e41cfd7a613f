import { ROUTES } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import { returnPathFrom } from "./return-path";

describe("returnPathFrom", () => {
  it("returns the screen that sent the visitor to sign in", () => {
    expect(returnPathFrom({ from: "/messages/abc?x=1" })).toBe("/messages/abc?x=1");
  });

  it("falls back to the dashboard without a usable path", () => {
    for (const state of [null, undefined, {}, { from: 3 }, { from: "" }, { from: "messages" }]) {
      expect(returnPathFrom(state)).toBe(ROUTES.dashboard);
    }
  });

  it("never leaves the site", () => {
    for (const from of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      expect(returnPathFrom({ from })).toBe(ROUTES.dashboard);
    }
  });
});
