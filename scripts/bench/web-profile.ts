// What `npm run bench:web`'s Lighthouse scores are made of, measured so two builds can be compared on
// a busy machine: each page loads as Lighthouse's observed run loads it (unthrottled, a phone's
// viewport), and the main thread's top-level tasks are read from a trace. Lighthouse's simulation
// runs each task 4x slower and counts what goes over 50 ms after the first paint (TBT); this prints
// that estimate from wall time and from the thread's own CPU time (which a loaded machine inflates
// far less), with the longest tasks, and optionally a CPU profile's heaviest functions.
//   npx tsx scripts/bench/web-profile.ts
//   BENCH_WEB_DISTS=base=/tmp/a,new=/tmp/b   builds to compare, one server each, runs interleaved
//   BENCH_WEB_ROUTES, BENCH_WEB_RUNS (5)     as for bench:web
//   BENCH_WEB_DECK=0                         skip the deck's members (web-server.ts)
//   BENCH_WEB_PROFILES=<dir>                 also record a CPU profile per run (a .cpuprofile there)
//                                            and print each build's heaviest functions
//   BENCH_WEB_TASKS=1                        with profiles: what each long task after FCP ran
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import puppeteer, { type Browser } from "puppeteer-core";
import { deckForAda, signedInMember, startWebServer, type WebServer } from "./web-server";

const CHROMIUM_MODULE: string = "../chromium.mjs";
const { CHROMIUM_ARGS, findChromium } = (await import(CHROMIUM_MODULE)) as {
  CHROMIUM_ARGS: string[];
  findChromium: () => Promise<string | undefined>;
};

const ROUTES = (process.env.BENCH_WEB_ROUTES ?? "/,/login,/dashboard,/match").split(",").map((r) => r.trim());
const SIGNED_IN = new Set(["/dashboard", "/match"]);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const PROFILES = process.env.BENCH_WEB_PROFILES ? path.resolve(process.env.BENCH_WEB_PROFILES) : undefined;
const SLOWDOWN = 4;
const DISTS = (process.env.BENCH_WEB_DISTS ?? `app=${path.resolve("apps/web/dist")}`).split(",").map((entry) => {
  const [label, dir] = entry.split("=");
  return { label: label!, dir: path.resolve(dir!) };
});

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
};
type Task = { start: number; dur: number; tdur: number; inside?: string };
type Sample = {
  tbtWall: number;
  tbtCpu: number;
  cpuAfterFcp: number;
  cpuAll: number;
  fcp: number;
  long: Task[];
  /** Trace time of the navigation, in microseconds (the CPU profile's clock). */
  origin: number;
};
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

const blocking = (ms: number) => Math.max(0, ms * SLOWDOWN - 50);

/** The renderer main thread's top-level tasks, and the first contentful paint, from a trace. */
function readTrace(events: TraceEvent[]): Sample {
  const mains = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const fcpEvent = events.find((e) => e.name === "firstContentfulPaint");
  const navigation = events.find((e) => e.name === "navigationStart" && e.args?.data);
  const origin = navigation?.ts ?? events.find((e) => e.ts > 0)!.ts;
  // The page's renderer is the one whose main thread painted (or, failing that, worked the most).
  const taskOf = (pid: number, tid: number) =>
    events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.name === "RunTask");
  const candidates = mains.map((m) => ({ pid: m.pid, tid: m.tid, tasks: taskOf(m.pid, m.tid) }));
  const main =
    candidates.find((c) => fcpEvent && c.pid === fcpEvent.pid) ??
    candidates.sort((a, b) => b.tasks.length - a.tasks.length)[0]!;
  const fcp = fcpEvent ? (fcpEvent.ts - origin) / 1000 : 0;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.name !== "RunTask");
  // The trace events a task is made of (style, layout, a script's evaluation...), heaviest first.
  const inside = (e: TraceEvent) => {
    const end = e.ts + (e.dur ?? 0);
    const by = new Map<string, number>();
    for (const child of onMain) {
      if (child.ts < e.ts || child.ts >= end) continue;
      const data = child.args?.data as { url?: string; functionName?: string } | undefined;
      const key = `${child.name}${data?.url ? ` ${data.url.split("/").pop()}` : ""}`;
      by.set(key, (by.get(key) ?? 0) + (child.dur ?? 0) / 1000);
    }
    return [...by]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
      .join("; ");
  };
  const tasks = main.tasks
    .map((e) => ({
      start: (e.ts - origin) / 1000,
      dur: (e.dur ?? 0) / 1000,
      tdur: (e.tdur ?? e.dur ?? 0) / 1000,
      inside: (e.dur ?? 0) * SLOWDOWN > 50_000 ? inside(e) : undefined,
    }))
    .filter((t) => t.start >= 0);
  const after = tasks.filter((t) => t.start >= fcp);
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  return {
    fcp,
    tbtWall: sum(after.map((t) => blocking(t.dur))),
    tbtCpu: sum(after.map((t) => blocking(t.tdur))),
    cpuAfterFcp: sum(after.map((t) => t.tdur)),
    cpuAll: sum(tasks.map((t) => t.tdur)),
    long: tasks.filter((t) => t.dur * SLOWDOWN > 50).sort((a, b) => b.dur - a.dur),
    origin,
  };
}

const frameName = (frame: ProfileNode["callFrame"]) =>
  `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop() ?? ""}:${frame.lineNumber + 1}`;

/**
 * What each long task ran: the functions with the most samples in it, inclusive, that look like
 * React components (a capitalised name) or are a module's top level, and the most self time.
 */
function describeTasks(profile: CpuProfile, sample: Sample) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  let time = profile.startTime;
  const stamps = profile.timeDeltas.map((delta) => (time += delta));
  const lines: string[] = [];
  for (const task of [...sample.long].sort((a, b) => a.start - b.start)) {
    if (task.start < sample.fcp) continue;
    const from = sample.origin + task.start * 1000;
    const to = from + task.dur * 1000;
    const inclusive = new Map<string, number>();
    const self = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      if (stamps[index]! < from || stamps[index]! > to) return;
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      const leaf = frameName(byId.get(id)!.callFrame);
      self.set(leaf, (self.get(leaf) ?? 0) + ms);
      const seen = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
        const frame = byId.get(node)!.callFrame;
        if (!/^[A-Z]/.test(frame.functionName) && frame.functionName !== "") continue;
        const key = frameName(frame);
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
      }
    });
    const top = (map: Map<string, number>, n: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
        .join("; ");
    lines.push(`  task @${Math.round(task.start)} ${Math.round(task.dur)} ms: ${task.inside}`);
    lines.push(`    components: ${top(inclusive, 8)}`);
    lines.push(`    self: ${top(self, 6)}`);
  }
  return lines.join("\n");
}

/** Self time per function (name and place) over a profile, in ms. */
function selfTimes(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const out = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split("/").pop() ?? "";
    const key = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    out.set(key, (out.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return out;
}

async function loadOnce(
  browser: Browser,
  url: string,
  cookie: string | undefined,
  profileFile: string | undefined,
): Promise<{ sample: Sample; self?: Map<string, number> }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    if (cookie) await page.setExtraHTTPHeaders({ Cookie: cookie });
    // Same origin first, so the renderer the profile attaches to is the one the page loads in.
    await page.goto(new URL("/robots.txt", url).href);
    const client = await page.createCDPSession();
    if (profileFile) {
      await client.send("Profiler.enable");
      await client.send("Profiler.setSamplingInterval", { interval: 200 });
      await client.send("Profiler.start");
    }
    await page.tracing.start({
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "toplevel", "v8.execute"],
    });
    await page.goto(url, { waitUntil: "networkidle0", timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const trace = JSON.parse(Buffer.from((await page.tracing.stop())!).toString()) as { traceEvents: TraceEvent[] };
    const sample = readTrace(trace.traceEvents);
    if (!profileFile) return { sample };
    const { profile } = (await client.send("Profiler.stop")) as unknown as { profile: CpuProfile };
    await writeFile(profileFile, JSON.stringify(profile));
    if (process.env.BENCH_WEB_TASKS === "1") console.log(describeTasks(profile, sample));
    return { sample, self: selfTimes(profile) };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const withDeck = process.env.BENCH_WEB_DECK !== "0";
const servers: { label: string; server: WebServer; cookie: string }[] = [];
const chromePath = await findChromium();
if (!chromePath) throw new Error("No Chromium found.");
try {
  for (const { label, dir } of DISTS) {
    console.log(`Starting a server over ${dir}...`);
    const server = await startWebServer(dir);
    const cookie = await signedInMember(server.url);
    if (withDeck) await deckForAda(server.url);
    servers.push({ label, server, cookie });
  }
  if (PROFILES) await mkdir(PROFILES, { recursive: true });
  const browser = await puppeteer.launch({ executablePath: chromePath, args: CHROMIUM_ARGS, headless: true });
  type Result = { samples: Sample[]; self: Map<string, number> };
  const results = new Map<string, Result>();
  try {
    console.log(`Load average ${loadavg().map((v) => v.toFixed(2))}`);
    for (let run = 1; run <= RUNS; run++) {
      for (const route of ROUTES) {
        for (const { label, server, cookie } of servers) {
          const file = PROFILES && path.join(PROFILES, `${label}-${route.slice(1) || "landing"}-${run}.cpuprofile`);
          const { sample, self } = await loadOnce(
            browser,
            `${server.url}${route}`,
            SIGNED_IN.has(route) ? cookie : undefined,
            file,
          );
          const key = `${label} ${route}`;
          const entry: Result = results.get(key) ?? { samples: [], self: new Map() };
          entry.samples.push(sample);
          for (const [fn, ms] of self ?? []) entry.self.set(fn, (entry.self.get(fn) ?? 0) + ms);
          results.set(key, entry);
          const longest = sample.long
            .slice(0, 6)
            .map((t) => `${Math.round(t.dur)}@${Math.round(t.start)}`)
            .join(" ");
          console.log(
            `${key} run ${run}: TBT~ wall ${Math.round(sample.tbtWall)} cpu ${Math.round(sample.tbtCpu)}, ` +
              `main-thread CPU after FCP ${Math.round(sample.cpuAfterFcp)} ms (all ${Math.round(sample.cpuAll)}), ` +
              `FCP ${Math.round(sample.fcp)}; longest ${longest}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nMedians over ${RUNS} runs (load average now ${loadavg().map((v) => v.toFixed(2))}):`);
  for (const [key, { samples, self }] of results) {
    const pick = (k: "tbtWall" | "tbtCpu" | "cpuAfterFcp" | "cpuAll") => Math.round(median(samples.map((s) => s[k])));
    console.log(
      `${key}: TBT~ wall ${pick("tbtWall")}, cpu ${pick("tbtCpu")}; main-thread CPU after FCP ${pick("cpuAfterFcp")}, all ${pick("cpuAll")} ms`,
    );
    if (self.size) {
      const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
      for (const [fn, ms] of top) console.log(`    ${(ms / samples.length).toFixed(1).padStart(7)} ms  ${fn}`);
    }
  }
} finally {
  for (const { server } of servers) await server.close();
}
