import { describe, expect, it } from "vitest";
import { settingsTabFrom } from "./settings-tab";

describe("the open settings tab", () => {
  it("is the one the address names", () => {
    expect(settingsTabFrom("security")).toBe("security");
    expect(settingsTabFrom("Security")).toBe("security");
    expect(settingsTabFrom("account")).toBe("account");
    expect(settingsTabFrom("notifications")).toBe("notifications");
    expect(settingsTabFrom("Privacy")).toBe("privacy");
  });

  it("is Account for anything else", () => {
    expect(settingsTabFrom(null)).toBe("account");
    expect(settingsTabFrom("")).toBe("account");
    expect(settingsTabFrom("billing")).toBe("account");
  });
});
