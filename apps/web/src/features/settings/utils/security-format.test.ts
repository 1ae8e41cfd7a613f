import { SECURITY_TEXT } from "@kindred/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDomains } from "@/lib/i18n/i18n";
import { backupCodesFile, sessionActivity, timeAgo } from "./security-format";

// "Last active {relative}" is a message of the auth catalogue.
beforeAll(() => loadDomains(["auth"]));

const NOW = Date.parse("2026-05-12T15:00:00Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe("a session's last activity", () => {
  it("is 'Active now' for this device, whatever its last write", () => {
    expect(sessionActivity({ current: true, lastUsedAt: ago(3 * 86_400_000) }, NOW)).toBe(SECURITY_TEXT.activeNow);
  });

  it("is 'Active now' within five minutes, then how long ago", () => {
    expect(sessionActivity({ current: false, lastUsedAt: ago(4 * 60_000) }, NOW)).toBe(SECURITY_TEXT.activeNow);
    expect(sessionActivity({ current: false, lastUsedAt: ago(6 * 60_000) }, NOW)).toBe("Last active 6 minutes ago");
    expect(sessionActivity({ current: false, lastUsedAt: ago(3 * 3_600_000) }, NOW)).toBe("Last active 3 hours ago");
    expect(sessionActivity({ current: false, lastUsedAt: ago(86_400_000) }, NOW)).toBe("Last active yesterday");
  });
});

describe("time ago", () => {
  it("says just now within the minute", () => {
    expect(timeAgo(ago(20_000), NOW)).toBe("just now");
  });

  it("says a date beyond a month", () => {
    expect(timeAgo(ago(40 * 86_400_000), NOW)).toBe("Apr 2, 2026");
  });
});

describe("the backup codes file", () => {
  it("lists one code per line under a heading", () => {
    expect(backupCodesFile(["abcde-12345", "fghij-67890"]).split("\n").slice(-3)).toEqual([
      "abcde-12345",
      "fghij-67890",
      "",
    ]);
  });
});
