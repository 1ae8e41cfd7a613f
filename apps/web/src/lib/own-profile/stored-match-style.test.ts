import { describe, expect, it, vi } from "vitest";
import { MATCH_STYLE_STORAGE_KEY, readStoredMatchStyle, storeMatchStyle } from "./stored-match-style";

/** The browser's localStorage, in memory, for writing. */
function stubStorage() {
  const items = new Map<string, string>();
  const storage = {
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
  };
  vi.stubGlobal("window", { localStorage: storage });
  return { items, storage };
}

describe("storeMatchStyle", () => {
  it("keeps the result where the profile page looks for it", () => {
    expect(MATCH_STYLE_STORAGE_KEY).toBe("matchStyle");
    const { items } = stubStorage();
    storeMatchStyle("free_spirit");
    expect(Object.fromEntries(items)).toEqual({ matchStyle: "free_spirit" });
    expect(readStoredMatchStyle()).toBe("free_spirit");
  });

  it("does not throw when storage is full or blocked", () => {
    const { storage } = stubStorage();
    storage.setItem.mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    expect(() => storeMatchStyle("deep_connector")).not.toThrow();
    expect(storage.setItem).toHaveBeenCalledWith("matchStyle", "deep_connector");
  });
});

/** The browser's localStorage, in memory, for reading. */
function stubStoredItems(initial: Record<string, string> = {}) {
  const getItem = vi.fn((key: string) => initial[key] ?? null);
  vi.stubGlobal("window", { localStorage: { getItem } });
  return { getItem };
}

describe("readStoredMatchStyle", () => {
  it("reads the quiz result under 'matchStyle'", () => {
    expect(MATCH_STYLE_STORAGE_KEY).toBe("matchStyle");
    const { getItem } = stubStoredItems({ matchStyle: "loyal_realist" });
    expect(readStoredMatchStyle()).toBe("loyal_realist");
    expect(getItem).toHaveBeenCalledWith("matchStyle");
  });

  it("also reads a JSON-encoded style", () => {
    stubStoredItems({ matchStyle: '"driven_seeker"' });
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
    stubStoredItems(stored === undefined ? {} : { matchStyle: stored });
    expect(readStoredMatchStyle()).toBeNull();
  });

  it("answers null when storage is blocked", () => {
    const { getItem } = stubStoredItems();
    getItem.mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(readStoredMatchStyle()).toBeNull();
  });
});
