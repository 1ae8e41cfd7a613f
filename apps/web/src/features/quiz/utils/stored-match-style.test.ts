import { describe, expect, it, vi } from "vitest";
import {
  MATCH_STYLE_STORAGE_KEY as PROFILE_KEY,
  readStoredMatchStyle,
} from "@/features/profile/utils/stored-match-style";
import { MATCH_STYLE_STORAGE_KEY, storeMatchStyle } from "./stored-match-style";

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
    expect(MATCH_STYLE_STORAGE_KEY).toBe(PROFILE_KEY);
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
