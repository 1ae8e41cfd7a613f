import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadDomains, switchLocale } from "@/lib/i18n/i18n";
import {
  daysBetween,
  formatDayDivider,
  formatFullTime,
  formatLikedOn,
  formatListTime,
  formatRelative,
} from "./format-time";

// The web project runs in America/New_York with the en-US locale (vitest.config.ts): `new Date(y, m, d, ...)`
// below is New York wall-clock time. Some ICU versions put a narrow no-break space before AM/PM.
const plain = (text: string) => text.replace(/\s/g, " ");
const local = (...parts: [number, number, number, number?, number?, number?, number?]) => {
  const [year, month, day, hours = 0, minutes = 0, seconds = 0, ms = 0] = parts;
  return new Date(year, month - 1, day, hours, minutes, seconds, ms);
};
const iso = (date: Date) => date.toISOString();

// The English times ago are messages of the messages catalogue (their plurals compiled there).
beforeAll(() => loadDomains(["messages"]));
afterEach(() => switchLocale("en"));

describe("the test environment", () => {
  it("is pinned to one time zone and locale", () => {
    expect(Intl.DateTimeFormat().resolvedOptions()).toMatchObject({ locale: "en-US", timeZone: "America/New_York" });
  });
});

describe("daysBetween", () => {
  it("counts calendar days in local time, not 24-hour spans", () => {
    expect(daysBetween(local(2026, 3, 10, 0, 0), local(2026, 3, 10, 23, 59))).toBe(0);
    expect(daysBetween(local(2026, 3, 9, 23, 59, 59, 999), local(2026, 3, 10, 0, 0))).toBe(1);
    expect(daysBetween(local(2026, 3, 9, 0, 0), local(2026, 3, 10, 23, 59))).toBe(1);
    expect(daysBetween(local(2026, 3, 1), local(2026, 3, 10))).toBe(9);
    expect(daysBetween(local(2026, 3, 11), local(2026, 3, 10))).toBe(-1);
  });

  it("stays whole across daylight-saving changes (23- and 25-hour days)", () => {
    // Clocks went forward on 8 March 2026 and back on 1 November 2026 in New York.
    expect(daysBetween(local(2026, 3, 7, 12), local(2026, 3, 9, 12))).toBe(2);
    expect(daysBetween(local(2026, 3, 8, 0, 0), local(2026, 3, 8, 23, 59))).toBe(0);
    expect(daysBetween(local(2026, 10, 31, 23, 30), local(2026, 11, 2, 0, 30))).toBe(2);
    expect(daysBetween(local(2026, 1, 1), local(2027, 1, 1))).toBe(365);
  });
});

describe("formatListTime (a conversation row)", () => {
  const now = local(2026, 3, 10, 14, 5); // Tuesday

  it("shows the clock time for a message from today", () => {
    expect(plain(formatListTime(iso(local(2026, 3, 10, 9, 30)), now))).toBe("9:30 AM");
    expect(plain(formatListTime(iso(local(2026, 3, 10, 14, 5)), now))).toBe("2:05 PM");
    expect(plain(formatListTime(iso(local(2026, 3, 10, 0, 0)), now))).toBe("12:00 AM");
  });

  it("says 'Yesterday' for any time on the previous calendar day", () => {
    expect(formatListTime(iso(local(2026, 3, 9, 23, 59, 59, 999)), now)).toBe("Yesterday");
    expect(formatListTime(iso(local(2026, 3, 9, 0, 0)), now)).toBe("Yesterday");
  });

  it("switches at local midnight, not 24 hours after the message", () => {
    const midnight = local(2026, 3, 10, 0, 0);
    expect(formatListTime(iso(local(2026, 3, 9, 23, 59, 59, 999)), midnight)).toBe("Yesterday");
    expect(plain(formatListTime(iso(midnight), midnight))).toBe("12:00 AM");
    const justBeforeMidnight = local(2026, 3, 9, 23, 59, 59, 999);
    expect(plain(formatListTime(iso(local(2026, 3, 9, 0, 1)), justBeforeMidnight))).toBe("12:01 AM");
    // 03:30 UTC on the 10th is 23:30 on the 9th in New York: the local day decides.
    expect(formatListTime("2026-03-10T03:30:00.000Z", now)).toBe("Yesterday");
  });

  it("shows a short date for older messages, with the year only when it is not this year", () => {
    expect(formatListTime(iso(local(2026, 3, 8, 18)), now)).toBe("Mar 8");
    expect(formatListTime(iso(local(2026, 1, 5)), now)).toBe("Jan 5");
    expect(formatListTime(iso(local(2025, 3, 10, 14, 5)), now)).toBe("Mar 10, 2025");
  });

  it("says 'Yesterday' across New Year, and gives the old year after that", () => {
    const newYearsEve = iso(local(2025, 12, 31, 22));
    expect(formatListTime(newYearsEve, local(2026, 1, 1, 0, 30))).toBe("Yesterday");
    expect(formatListTime(newYearsEve, local(2026, 1, 2, 8))).toBe("Dec 31, 2025");
  });

  it("counts calendar days across daylight-saving changes", () => {
    expect(formatListTime(iso(local(2026, 3, 7, 0, 0)), local(2026, 3, 8, 23, 0))).toBe("Yesterday");
    expect(formatListTime(iso(local(2026, 3, 6, 23, 59)), local(2026, 3, 8, 0, 30))).toBe("Mar 6");
    expect(formatListTime(iso(local(2026, 11, 1, 0, 0)), local(2026, 11, 2, 0, 30))).toBe("Yesterday");
    expect(formatListTime(iso(local(2026, 10, 31, 23, 59)), local(2026, 11, 2, 0, 30))).toBe("Oct 31");
  });

  it("shows the clock time for a message slightly in the future (a server clock ahead of ours)", () => {
    expect(plain(formatListTime(iso(local(2026, 3, 10, 14, 6)), now))).toBe("2:06 PM");
    expect(plain(formatListTime(iso(local(2026, 3, 11, 0, 0, 5)), local(2026, 3, 10, 23, 59, 59)))).toBe("12:00 AM");
  });

  it("uses the current time when no 'now' is given", () => {
    vi.useFakeTimers({ now: local(2026, 3, 10, 0, 0, 30) });
    try {
      expect(plain(formatListTime(iso(local(2026, 3, 10, 0, 0))))).toBe("12:00 AM");
      expect(formatListTime(iso(local(2026, 3, 9, 23, 59)))).toBe("Yesterday");
      expect(formatRelative(iso(local(2026, 3, 9, 23, 55)))).toBe("6 minutes ago");
      expect(formatDayDivider(iso(local(2026, 3, 9, 23, 59)))).toBe("Yesterday");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("formatRelative (under each message)", () => {
  const now = Date.UTC(2026, 2, 10, 12, 0, 0);
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it.each([
    [0, "less than a minute ago"],
    [59 * SECOND, "less than a minute ago"],
    [MINUTE - 1, "less than a minute ago"],
    [MINUTE, "1 minute ago"],
    [89 * SECOND, "1 minute ago"],
    [90 * SECOND, "2 minutes ago"],
    [5 * MINUTE, "5 minutes ago"],
    [59 * MINUTE, "59 minutes ago"],
    [HOUR, "about 1 hour ago"],
    [HOUR + 29 * MINUTE, "about 1 hour ago"],
    [2 * HOUR, "about 2 hours ago"],
    [23 * HOUR, "about 23 hours ago"],
    [DAY, "1 day ago"],
    [2 * DAY, "2 days ago"],
    [29 * DAY, "29 days ago"],
    [30 * DAY, "1 month ago"],
    [45 * DAY, "2 months ago"],
    [300 * DAY, "10 months ago"],
    [365 * DAY, "about 1 year ago"],
    [3 * 365 * DAY, "about 3 years ago"],
  ])("%i ms ago reads '%s'", (elapsed, expected) => {
    expect(formatRelative(ago(elapsed), now)).toBe(expected);
  });

  it("treats a time in the future (clock skew) as just now", () => {
    expect(formatRelative(new Date(now + 5 * MINUTE).toISOString(), now)).toBe("less than a minute ago");
  });
});

describe("formatDayDivider", () => {
  const now = local(2026, 3, 10, 9); // Tuesday

  it("says 'Today' and 'Yesterday' by calendar day", () => {
    expect(formatDayDivider(iso(local(2026, 3, 10, 0, 0)), now)).toBe("Today");
    expect(formatDayDivider(iso(local(2026, 3, 10, 23, 59)), now)).toBe("Today");
    expect(formatDayDivider(iso(local(2026, 3, 9, 23, 59, 59, 999)), now)).toBe("Yesterday");
    expect(formatDayDivider(iso(local(2026, 3, 9, 0, 0)), now)).toBe("Yesterday");
  });

  it("names the weekday within the last week, then only the date", () => {
    expect(formatDayDivider(iso(local(2026, 3, 8, 12)), now)).toBe("Sunday, March 8");
    expect(formatDayDivider(iso(local(2026, 3, 4, 12)), now)).toBe("Wednesday, March 4");
    expect(formatDayDivider(iso(local(2026, 3, 3, 12)), now)).toBe("March 3");
  });

  it("adds the year for another year", () => {
    expect(formatDayDivider(iso(local(2025, 12, 30, 12)), local(2026, 1, 2, 9))).toBe("Tuesday, December 30, 2025");
    expect(formatDayDivider(iso(local(2025, 3, 10, 12)), now)).toBe("March 10, 2025");
  });
});

describe("formatLikedOn and formatFullTime", () => {
  it("always include the year", () => {
    expect(formatLikedOn(iso(local(2026, 3, 3, 15)))).toBe("Mar 3, 2026");
    expect(plain(formatFullTime(iso(local(2026, 3, 10, 14, 5))))).toBe("Mar 10, 2026, 2:05 PM");
  });
});

describe("in another language", () => {
  it("speaks the language in use, in its own words and date order", async () => {
    await switchLocale("de");
    const now = local(2026, 3, 10, 14, 5);
    expect(formatRelative(iso(local(2026, 3, 10, 13, 0)), now.getTime())).toBe("vor etwa 1 Stunde");
    expect(formatRelative(iso(local(2026, 3, 10, 14, 0)), now.getTime())).toBe("vor 5 Minuten");
    expect(formatListTime(iso(local(2026, 3, 9, 12)), now)).toBe("Gestern");
    expect(formatDayDivider(iso(local(2026, 3, 10, 9)), now)).toBe("Heute");
    expect(formatLikedOn(iso(local(2026, 3, 3, 15)))).toBe("3. März 2026");
  });
});
