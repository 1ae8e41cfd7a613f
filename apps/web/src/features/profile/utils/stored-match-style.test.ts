import { describe, expect, it, vi } from "vitest";
import { MATCH_STYLE_STORAGE_KEY, readStoredMatchStyle } from "./stored-match-style";

/** The browser's localStorage, in memory. */
function stubStorage(initial: Record<string, string> = {}) {
  const getItem = vi.fn((key: string) => initial[key] ?? null);
  vi.stubGlobal("window", { localStorage: { getItem } });
  return { getItem };
}

describe("readStoredMatchStyle", () => {
  it("reads the quiz result under 'matchStyle'", () => {
    expect(MATCH_STYLE_STORAGE_KEY).toBe("matchStyle");
    const { getItem } = stubStorage({ matchStyle: "loyal_realist" });
    expect(readStoredMatchStyle()).toBe("loyal_realist");
    expect(getItem).toHaveBeenCalledWith("matchStyle");
  });

  it("also reads a JSON-encoded style", () => {
    stubStorage({ matchStyle: '"driven_seeker"' });
    expect(readStoredMatchStyle()).toBe("driven_seeker");
  });

  it.each([
    ["nothing stored", undefined],
    ["an empty value", ""],
    ["a label instead of a style", "Deep Connector"],
    ["broken JSON", '"deep_connector'],
    ["an unknown style in JSON", '"not_a_style"'],
    ["a JSON number", "42"],
  ])("answers null for %s", (_, stored) => {
    stubStorage(stored === undefined ? {} : { matchStyle: stored });
    expect(readStoredMatchStyle()).toBeNull();
  });

  it("answers null when storage is blocked", () => {
    const { getItem } = stubStorage();
    getItem.mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(readStoredMatchStyle()).toBeNull();
  });
});
