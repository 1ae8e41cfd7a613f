import { beforeAll, describe, expect, it } from "vitest";
import { loadDomains } from "@/lib/i18n/i18n";
import {
  accountStatusLabel,
  adminName,
  evidenceFileUrl,
  formatChange,
  formatDuration,
  formatSimilarity,
  monthLabel,
  shortId,
  timeAgo,
} from "./format";

// The English texts with placeholders are messages of the admin catalogue.
beforeAll(() => loadDomains(["admin"]));

describe("accountStatusLabel", () => {
  it("names each account state", () => {
    expect(accountStatusLabel({ status: "active", suspendedUntil: null })).toBe("Active");
    expect(accountStatusLabel({ status: "banned", suspendedUntil: null })).toBe("Banned");
  });

  it("says until when a suspension lasts, in local time", () => {
    // The tests run in New York: 15:30 UTC is 11:30 AM there in May.
    expect(accountStatusLabel({ status: "suspended", suspendedUntil: "2026-05-12T15:30:00.000Z" })).toBe(
      "Suspended until May 12, 2026, 11:30 AM",
    );
  });
});

describe("adminName", () => {
  it("is the profile's names, else the address (an admin without a profile), never a bare 'Unknown User'", () => {
    expect(adminName({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" })).toBe("Ada Lovelace");
    expect(adminName({ firstName: "Ada", lastName: null })).toBe("Ada");
    expect(adminName({ firstName: null, lastName: null, email: "root@example.com" })).toBe("root@example.com");
    expect(adminName({ firstName: " ", lastName: "", email: "root@example.com" })).toBe("root@example.com");
    expect(adminName({ firstName: null, lastName: null })).toBe("Unknown User");
  });
});

describe("timeAgo", () => {
  const now = Date.parse("2026-05-12T12:00:00.000Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it.each([
    [0, "just now"],
    [59_000, "just now"],
    [60_000, "1 min ago"],
    [59 * 60_000, "59 min ago"],
    [3 * 3_600_000, "3 h ago"],
    [2 * 86_400_000, "2 d ago"],
  ])("%i ms ago reads '%s'", (ms, text) => {
    expect(timeAgo(ago(ms), now)).toBe(text);
  });

  it("gives the date past a month, and never a time in the future", () => {
    expect(timeAgo("2026-03-01T17:00:00.000Z", now)).toBe("Mar 1, 2026, 12:00 PM");
    expect(timeAgo(new Date(now + 5_000).toISOString(), now)).toBe("just now");
  });
});

describe("formatDuration", () => {
  it.each([
    [0.25, "15 min"],
    [1, "1 h"],
    [3.46, "3.5 h"],
    [47.9, "47.9 h"],
    [72, "3 d"],
  ])("%f hours read '%s'", (hours, text) => {
    expect(formatDuration(hours)).toBe(text);
  });
});

describe("formatChange", () => {
  it("signs the change and says when there is nothing to compare with", () => {
    expect(formatChange(12.4)).toBe("+12% vs the week before");
    expect(formatChange(-8.6)).toBe("\u22129% vs the week before");
    expect(formatChange(0.2)).toBe("No change vs the week before");
    expect(formatChange(null)).toBe("No activity the week before");
  });
});

it("builds evidence file URLs and short IDs", () => {
  expect(evidenceFileUrl("r 1", 0)).toBe("/api/admin/reports/r%201/evidence/0");
  expect(shortId("0123456789abcdef")).toBe("01234567\u2026");
  expect(shortId("abc")).toBe("abc");
});

it("names transparency months whatever the local time zone", () => {
  expect(monthLabel("2026-01")).toBe("Jan 2026");
  expect(monthLabel("2025-12")).toBe("Dec 2025");
  expect(monthLabel("Q1")).toBe("Q1");
});

describe("formatSimilarity", () => {
  it("has two decimals, as the thresholds are written, and nothing when not measured", () => {
    // Stored as a 4-byte float: 0.41 comes back as 0.4099999964237213.
    expect(formatSimilarity(0.4099999964237213)).toBe("0.41");
    expect(formatSimilarity(0.5)).toBe("0.50");
    expect(formatSimilarity(0)).toBe("0.00");
    expect(formatSimilarity(null)).toBeNull();
  });
});
