#!/usr/bin/env node
// The dependency check CI runs beside format, lint and typecheck: `npm audit --omit=dev` (what
// production installs), failing on a high or critical advisory that docs/security/audit-exceptions.json
// does not accept with its reason (docs/reliability.md, "Headers, cookies and dependencies").
//
// When the registry's advisory service gives no report (unreachable, timed out, or refusing the
// request: this workplace's registry access answers its POST with 405), the check says so loudly and
// passes, since CI would otherwise fail on every run for a reason no commit can change; set
// AUDIT_REQUIRED=1 to make that a failure where the service is reachable.
//
//   node scripts/audit.mjs                 audit now
//   node scripts/audit.mjs --report FILE   judge a saved `npm audit --json` report instead
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const EXCEPTIONS_FILE = path.join(ROOT, "docs/security/audit-exceptions.json");
export const BLOCKING = ["high", "critical"];

/** An advisory's stable name: its GHSA id from the URL when it has one, else npm's number. */
const advisoryId = (via) => /\/(GHSA-[\w-]+)$/i.exec(via.url ?? "")?.[1] ?? String(via.source);

/** The accepted exceptions, each `{ advisory, package, reason }`; a missing reason is an error. */
export function parseExceptions(text) {
  const { exceptions } = JSON.parse(text);
  if (!Array.isArray(exceptions)) throw new Error("audit exceptions: `exceptions` must be a list");
  for (const exception of exceptions) {
    if (!exception.advisory || !exception.package || !String(exception.reason ?? "").trim()) {
      throw new Error(`audit exceptions: each needs advisory, package and reason: ${JSON.stringify(exception)}`);
    }
  }
  return exceptions;
}

/**
 * Judges an `npm audit --json` report: `unreachable` when it holds no result, else every advisory
 * (deduplicated) with those that block (high or critical, not excepted), those excepted, and the
 * exceptions that no longer match anything (to be removed).
 */
export function judge(report, exceptions) {
  if (!report || typeof report.vulnerabilities !== "object" || report.vulnerabilities === null) {
    const why = report?.error?.summary || report?.message || report?.error?.code || "no report";
    return { status: "unreachable", why: String(why) };
  }
  const advisories = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== "object" || via === null) continue; // a name: the advisory is listed under it
      const id = advisoryId(via);
      const key = `${id} ${via.name}`;
      if (!advisories.has(key)) {
        advisories.set(key, { id, package: via.name, severity: via.severity, title: via.title, url: via.url });
      }
    }
  }
  const all = [...advisories.values()];
  const excepts = (advisory) =>
    exceptions.some((exception) => exception.advisory === advisory.id && exception.package === advisory.package);
  const blocking = all.filter((advisory) => BLOCKING.includes(advisory.severity) && !excepts(advisory));
  const accepted = all.filter(excepts);
  const stale = exceptions.filter(
    (exception) =>
      !all.some((advisory) => advisory.id === exception.advisory && advisory.package === exception.package),
  );
  const counts = report.metadata?.vulnerabilities ?? {};
  return { status: blocking.length > 0 ? "fail" : "pass", all, blocking, accepted, stale, counts };
}

function runAudit() {
  const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    return JSON.parse(result.stdout);
  } catch {
    return { message: result.error ? String(result.error) : `npm audit printed no report (exit ${result.status})` };
  }
}

function main() {
  const reportFlag = process.argv.indexOf("--report");
  const report = reportFlag === -1 ? runAudit() : JSON.parse(readFileSync(process.argv[reportFlag + 1], "utf8"));
  const verdict = judge(report, parseExceptions(readFileSync(EXCEPTIONS_FILE, "utf8")));
  const line = (advisory) =>
    `  ${advisory.severity.padEnd(8)} ${advisory.package}: ${advisory.title} (${advisory.id}, ${advisory.url})`;

  if (verdict.status === "unreachable") {
    console.log(`npm audit --omit=dev: NO RESULT, the advisory service gave no report (${verdict.why}).`);
    if (process.env.AUDIT_REQUIRED === "1") {
      console.log("AUDIT_REQUIRED=1: failing.");
      process.exitCode = 1;
    } else console.log("Not failing for it (set AUDIT_REQUIRED=1 to); dependencies are unaudited this run.");
    return;
  }
  const counts = BLOCKING.concat(["moderate", "low"])
    .map((severity) => `${verdict.counts[severity] ?? 0} ${severity}`)
    .join(", ");
  console.log(`npm audit --omit=dev: ${verdict.all.length} advisories (packages: ${counts}).`);
  for (const advisory of verdict.accepted)
    console.log(`accepted (docs/security/audit-exceptions.json):\n${line(advisory)}`);
  for (const exception of verdict.stale) {
    console.log(`exception no longer needed, remove it: ${exception.advisory} (${exception.package})`);
  }
  if (verdict.status === "fail") {
    console.log(
      "High or critical, not accepted: upgrade, or accept it with its reason in docs/security/audit-exceptions.json",
    );
    for (const advisory of verdict.blocking) console.log(line(advisory));
    process.exitCode = 1;
  } else console.log("No high or critical advisory that is not accepted.");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
