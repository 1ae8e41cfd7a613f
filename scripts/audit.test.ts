import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EXCEPTIONS_FILE, judge, parseExceptions } from "./audit.mjs";

/** An `npm audit --json` report (format 2) with one advisory per package given. */
function report(...advisories: { pkg: string; ghsa: string; severity: string }[]) {
  const vulnerabilities: Record<string, unknown> = {};
  for (const { pkg, ghsa, severity } of advisories) {
    vulnerabilities[pkg] = {
      name: pkg,
      severity,
      via: [
        {
          source: 1100000,
          name: pkg,
          dependency: pkg,
          title: `A flaw in ${pkg}`,
          url: `https://github.com/advisories/${ghsa}`,
          severity,
          range: "<9.9.9",
        },
      ],
      effects: ["dependent"],
    };
    // The package that depends on it is listed too, naming it instead of the advisory.
    vulnerabilities.dependent = { name: "dependent", severity, via: [pkg], effects: [] };
  }
  return { auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { high: 1, total: 1 } } };
}

const HIGH = { pkg: "leaky", ghsa: "GHSA-aaaa-bbbb-cccc", severity: "high" };

describe("the dependency audit's verdict", () => {
  it("fails on a high or critical advisory, once per advisory", () => {
    const verdict = judge(report(HIGH, { pkg: "worse", ghsa: "GHSA-dddd-eeee-ffff", severity: "critical" }), []);
    expect(verdict.status).toBe("fail");
    if (verdict.status === "unreachable") return;
    expect(verdict.blocking.map((advisory) => [advisory.id, advisory.package])).toEqual([
      ["GHSA-aaaa-bbbb-cccc", "leaky"],
      ["GHSA-dddd-eeee-ffff", "worse"],
    ]);
  });

  it("passes on moderate and low ones, and on none", () => {
    expect(
      judge(report({ ...HIGH, severity: "moderate" }, { ...HIGH, pkg: "other", severity: "low" }), []).status,
    ).toBe("pass");
    expect(judge({ auditReportVersion: 2, vulnerabilities: {}, metadata: {} }, []).status).toBe("pass");
  });

  it("passes on an accepted one, and names exceptions that match nothing any more", () => {
    const accepted = { advisory: HIGH.ghsa, package: "leaky", reason: "Only reached from the CLI, never a request." };
    const stale = { advisory: "GHSA-gone-gone-gone", package: "old", reason: "Fixed upstream since." };
    const verdict = judge(report(HIGH), [accepted, stale]);
    expect(verdict.status).toBe("pass");
    if (verdict.status === "unreachable") return;
    expect(verdict.accepted.map((advisory) => advisory.id)).toEqual([HIGH.ghsa]);
    expect(verdict.stale).toEqual([stale]);
    // An exception is for one package's advisory: the same advisory elsewhere still fails.
    expect(judge(report(HIGH), [{ ...accepted, package: "another" }]).status).toBe("fail");
  });

  it("tells a report from no report (the service unreachable or refusing)", () => {
    const refused = { message: "405 Method Not Allowed", statusCode: 405, error: { summary: "", detail: "" } };
    expect(judge(refused, [])).toEqual({ status: "unreachable", why: "405 Method Not Allowed" });
    expect(judge({ error: { code: "ENOTFOUND", summary: "getaddrinfo ENOTFOUND" } }, []).status).toBe("unreachable");
    expect(judge(undefined, []).status).toBe("unreachable");
  });

  it("refuses an exception without its reason, and reads the repository's list", () => {
    const text = (exceptions: unknown) => JSON.stringify({ exceptions });
    expect(() => parseExceptions(text([{ advisory: HIGH.ghsa, package: "leaky", reason: " " }]))).toThrow(/reason/);
    expect(() => parseExceptions(text([{ advisory: HIGH.ghsa, reason: "why" }]))).toThrow(/package/);
    expect(Array.isArray(parseExceptions(readFileSync(EXCEPTIONS_FILE, "utf8")))).toBe(true);
  });
});
