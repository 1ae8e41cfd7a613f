// One Lighthouse run (its default config: a mid-range phone on a slow 4G link, simulated throttling)
// in a fresh headless Chromium, reduced to the figures `npm run bench:web` prints and the reasons a
// perfect score was missed.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

// The Chromium and flags every browser run here uses (scripts/chromium.mjs). Plain JavaScript without
// types, so it is loaded by a specifier TypeScript doesn't follow, and typed here.
const CHROMIUM_MODULE: string = "../chromium.mjs";
const { CHROMIUM_ARGS, findChromium } = (await import(CHROMIUM_MODULE)) as {
  CHROMIUM_ARGS: string[];
  findChromium: () => Promise<string | undefined>;
};

export type Run = {
  finalUrl: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds. */
  lcp: number;
  tbt: number;
  cls: number;
  /** Milliseconds of main-thread work (Lighthouse's mainthread-work-breakdown), and the script that took most. */
  mainThread: number;
  topScript: { name: string; evaluation: number };
  lcpElement: string;
  /** Accessibility and best-practices audits short of a pass, each with a few details. */
  failing: { id: string; title: string; details: string[] }[];
};

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

type Item = Record<string, unknown>;
const itemsOf = (audit: Result["audits"][string] | undefined): Item[] => {
  const details = audit?.details as { items?: Item[] } | undefined;
  return details?.items ?? [];
};

/** What an audit's table rows say, shortened: a console message, an issue's type, a failing node. */
function describe(item: Item): string {
  const node = item.node as { snippet?: string; nodeLabel?: string } | undefined;
  const sub = (item.subItems as { items?: Item[] } | undefined)?.items ?? [];
  const text =
    (item.description as string | undefined) ??
    (item.issueType as string | undefined) ??
    node?.snippet ??
    node?.nodeLabel ??
    JSON.stringify(item);
  const source = (item.sourceLocation as { url?: string } | undefined)?.url;
  const more = sub.map((entry) => (entry.url as string | undefined) ?? JSON.stringify(entry)).slice(0, 2);
  return [text, ...(source ? [`(${source})`] : []), ...more].join(" ").replace(/\s+/g, " ").slice(0, 240);
}

/**
 * The script whose evaluation cost most (bootup-time: script evaluation, parse and compile, at the
 * simulated phone's slowdown): the shared chunk on the app's screens, React's on the bare page.
 */
function topScript(lhr: Result): Run["topScript"] {
  const scripts = itemsOf(lhr.audits["bootup-time"]).map((item) => ({
    name: path.basename(new URL(String(item.url), "http://x").pathname),
    evaluation: Number(item.scripting ?? 0) + Number(item.scriptParseCompile ?? 0),
  }));
  return scripts.sort((a, b) => b.evaluation - a.evaluation)[0] ?? { name: "-", evaluation: 0 };
}

/** With `reportFile`, the whole Lighthouse result is written there as JSON. */
export async function lighthouseRun(url: string, cookie?: string, reportFile?: string): Promise<Run> {
  const chromePath = await findChromium();
  if (!chromePath) throw new Error("No Chromium found: run `node scripts/chromium.mjs` for how to get one.");
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      // Lighthouse clears the site's storage before loading, cookies too: the session goes as a header.
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportFile) {
      await mkdir(path.dirname(reportFile), { recursive: true });
      await writeFile(reportFile, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const failing = ["accessibility", "best-practices"].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => ({ id: audit!.id, title: audit!.title, details: itemsOf(audit).slice(0, 4).map(describe) })),
    );
    // A list whose first table holds the element.
    const lcpTable = itemsOf(lhr.audits["largest-contentful-paint-element"])[0] as { items?: Item[] } | undefined;
    const lcpNode = lcpTable?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
    return {
      finalUrl: lhr.finalDisplayedUrl,
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      lcp: numeric(lhr, "largest-contentful-paint"),
      tbt: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      mainThread: numeric(lhr, "mainthread-work-breakdown"),
      topScript: topScript(lhr),
      lcpElement: (lcpNode?.nodeLabel ?? lcpNode?.selector ?? "-").replace(/\s+/g, " ").slice(0, 80),
      failing,
    };
  } finally {
    chrome.kill();
  }
}
