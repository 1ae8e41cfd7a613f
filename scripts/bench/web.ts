// npm run bench:web — issue 17's first-paint figures: builds the web app, starts the production
// server over it (one signed-in member with a profile, and a dozen members with portraits for her deck), runs Lighthouse
// (mobile, simulated throttling) three times on /, /login, /dashboard and /match, and prints each
// route's median scores, LCP, TBT and CLS beside its eager JS and CSS (scripts/check-bundle-budget.mjs)
// and the targets. Audits short of a pass and console errors are listed under the table.
//   BENCH_WEB_DIST=<dir>  audit that build instead of running `npm run build` (apps/web/dist)
//   BENCH_WEB_RUNS=<n>    Lighthouse runs per route (3)
//   BENCH_WEB_DECK=0      skip the deck's members (/match then shows its empty state)
//   BENCH_WEB_ROUTES=/match,/login   audit only these of the four routes
//   BENCH_WEB_REPORTS=<dir>          keep each run's Lighthouse JSON there, to see what the time went on
// Each round also audits the bare page (web-bare.ts: React, the router, the app's CSS, one heading),
// and a second table gives each route's main-thread work and TBT as a ratio to it (issue 33): absolute
// scores move with the host's CPU, the ratios much less.
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import path from "node:path";
import { DEFAULT_DIST, kib, measureRoutes, formatTable } from "../check-bundle-budget.mjs";
import { lighthouseRun, type Run } from "./web-lighthouse";
import { startBarePage } from "./web-bare";
import { deckForAda, signedInMember, startWebServer } from "./web-server";

const ALL_ROUTES = [
  { route: "/", signedIn: false, performance: 95 },
  { route: "/login", signedIn: false, performance: 95 },
  { route: "/dashboard", signedIn: true, performance: 90 },
  { route: "/match", signedIn: true, performance: 90 },
];
const only = process.env.BENCH_WEB_ROUTES?.split(",").map((route) => route.trim());
const ROUTES = ALL_ROUTES.filter(({ route }) => !only || only.includes(route));
if (ROUTES.length === 0) throw new Error(`BENCH_WEB_ROUTES names none of ${ALL_ROUTES.map((r) => r.route).join(", ")}`);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const REPORTS = process.env.BENCH_WEB_REPORTS ? path.resolve(process.env.BENCH_WEB_REPORTS) : undefined;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

let distDir = DEFAULT_DIST;
if (process.env.BENCH_WEB_DIST) {
  distDir = path.resolve(process.env.BENCH_WEB_DIST);
} else {
  console.log("Building the web app (npm run build)...");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const sizes = new Map(measureRoutes(distDir).map((row) => [row.route, row]));

const withDeck = process.env.BENCH_WEB_DECK !== "0";
console.log(`Starting the server over ${distDir}...`);
const server = await startWebServer(distDir);
console.log("Building and serving the bare page...");
const bare = await startBarePage().catch(async (error: unknown) => {
  await server.close();
  throw error;
});
const BARE = "bare page";
const runs = new Map<string, Run[]>([...ROUTES.map(({ route }) => [route, []] as [string, Run[]]), [BARE, []]]);
const loadBefore = load();
/**
 * Lighthouse now and then fails to record a page load's trace (NO_NAVSTART: "Please run Lighthouse
 * again"): that run is taken again, twice at most, rather than losing the whole bench.
 */
async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("NO_NAVSTART")) throw error;
      process.stdout.write("(trace lost, again) ");
    }
  }
}

try {
  const cookie = await signedInMember(server.url);
  if (withDeck) await deckForAda(server.url);
  // Round by round rather than route by route, so a burst of load elsewhere on the machine spreads
  // over every route instead of landing on one.
  for (let round = 1; round <= RUNS; round++) {
    for (const { route, signedIn } of ROUTES) {
      process.stdout.write(`Lighthouse ${route} (run ${round} of ${RUNS})... `);
      const report = REPORTS && path.join(REPORTS, `${route.slice(1) || "landing"}-${round}.json`);
      const run = await withRetries(() =>
        lighthouseRun(`${server.url}${route}`, signedIn ? cookie : undefined, report),
      );
      runs.get(route)!.push(run);
      console.log(`performance ${run.performance}, LCP ${Math.round(run.lcp)} ms`);
    }
    process.stdout.write(`Lighthouse the bare page (run ${round} of ${RUNS})... `);
    const run = await withRetries(() =>
      lighthouseRun(`${bare.url}/`, undefined, REPORTS && path.join(REPORTS, `bare-${round}.json`)),
    );
    runs.get(BARE)!.push(run);
    console.log(`performance ${run.performance}, main-thread work ${Math.round(run.mainThread)} ms`);
  }
} finally {
  await Promise.all([server.close(), bare.close()]);
}

const ok = (value: number, target: number) => `${value}${value >= target ? "" : " !"}`;
const rows = ROUTES.map(({ route, performance }) => {
  const list = runs.get(route)!;
  const size = sizes.get(route);
  const pick = (key: "performance" | "accessibility" | "bestPractices" | "lcp" | "tbt" | "cls") =>
    median(list.map((run) => run[key]));
  return [
    route,
    size ? kib(size.js.gzip) : "-",
    size ? String(size.jsKiB) : "-",
    size ? kib(size.css.gzip) : "-",
    `${ok(pick("performance"), performance)} (>= ${performance})`,
    `${ok(pick("accessibility"), 100)} (100)`,
    `${ok(pick("bestPractices"), 100)} (100)`,
    Math.round(pick("lcp")),
    Math.round(pick("tbt")),
    pick("cls").toFixed(3),
  ];
});

console.log(
  `\nLighthouse ${RUNS}x per route, medians; mobile preset (simulated slow 4G, 4x CPU slowdown). ` +
    `Load average before ${loadBefore}, after ${load()} (2 shared cores). "!" = short of the target.\n`,
);
console.log(
  formatTable([
    [
      "route",
      "JS gz KiB",
      "budget",
      "CSS gz KiB",
      "performance",
      "accessibility",
      "best practices",
      "LCP ms",
      "TBT ms",
      "CLS",
    ],
    ...rows,
  ]),
);

const medianOf = (route: string, pick: (run: Run) => number) => median(runs.get(route)!.map(pick));
const bareWork = medianOf(BARE, (run) => run.mainThread);
const bareTbt = medianOf(BARE, (run) => run.tbt);
const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}x` : "-");
console.log(
  `\nAgainst the bare page (main-thread work ${Math.round(bareWork)} ms, TBT ${Math.round(bareTbt)} ms; ` +
    `"-" where the bare page's figure is 0). The top script is the one whose evaluation, parse and ` +
    `compile cost most (Lighthouse's bootup-time), medians.\n`,
);
console.log(
  formatTable([
    ["route", "main-thread ms", "x bare", "TBT ms", "x bare", "top script", "its evaluation ms"],
    ...[...ROUTES.map(({ route }) => route), BARE].map((route) => {
      const work = medianOf(route, (run) => run.mainThread);
      const tbt = medianOf(route, (run) => run.tbt);
      const top = runs.get(route)![0]!.topScript.name;
      const evaluation = medianOf(route, (run) => (run.topScript.name === top ? run.topScript.evaluation : 0));
      return [
        route,
        Math.round(work),
        ratio(work, bareWork),
        Math.round(tbt),
        ratio(tbt, bareTbt),
        top,
        Math.round(evaluation),
      ];
    }),
  ]),
);

for (const { route } of ROUTES) {
  const list = runs.get(route)!;
  const lines: string[] = [];
  const landed = new Set(list.map((run) => new URL(run.finalUrl).pathname));
  if (!landed.has(route) || landed.size > 1) lines.push(`  ended on ${[...landed].join(", ")}, not ${route}`);
  lines.push(`  LCP element: ${list[0]?.lcpElement ?? "-"}`);
  const failing = new Map<string, { title: string; runs: number; details: string[] }>();
  for (const run of list) {
    for (const audit of run.failing) {
      const seen = failing.get(audit.id) ?? { title: audit.title, runs: 0, details: audit.details };
      failing.set(audit.id, { ...seen, runs: seen.runs + 1 });
    }
  }
  for (const [id, audit] of failing) {
    lines.push(`  ${id} (${audit.runs} of ${list.length} runs): ${audit.title}`);
    for (const detail of audit.details) lines.push(`    - ${detail}`);
  }
  console.log(`\n${route}\n${lines.join("\n")}`);
}
