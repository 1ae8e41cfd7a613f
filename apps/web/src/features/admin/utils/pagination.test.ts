import { ADMIN_PHOTO_PAGE_BUTTONS } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import { pageCount, pageWindow } from "./pagination";

describe("pageCount", () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [25, 12, 3],
  ])("%i items by %i make %i pages", (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe("pageWindow (at most five page buttons)", () => {
  const max = ADMIN_PHOTO_PAGE_BUTTONS;
  it("shows every page when there are five or fewer", () => {
    expect(pageWindow(1, 1, max)).toEqual([1]);
    expect(pageWindow(2, 3, max)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5, max)).toEqual([1, 2, 3, 4, 5]);
  });

  it("centres the current page in the middle of a long list", () => {
    expect(pageWindow(6, 20, max)).toEqual([4, 5, 6, 7, 8]);
  });

  it("keeps five buttons at either end", () => {
    expect(pageWindow(1, 20, max)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20, max)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(19, 20, max)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20, max)).toEqual([16, 17, 18, 19, 20]);
  });
});
