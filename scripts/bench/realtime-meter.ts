// Small pieces shared by the realtime bench's processes: a meter of the process's own CPU time and
// event-loop delay over a window, and a child process driven over IPC.
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { Session } from "node:inspector";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";

/**
 * CLOCK_MONOTONIC in ms: the same clock in every process on this machine, so a time taken in the
 * server and one taken in the load generator can be subtracted.
 */
export const machineNow = () => Number(process.hrtime.bigint()) / 1e6;

export type ProcessStats = {
  /** Event-loop utilisation over the window (0-1). */
  elu: number;
  /** Event-loop delay p99 and max over the window, ms: how long a 1 ms timer was late (the loop was busy). */
  loopP99: number;
  loopMax: number;
  /** When the server handed each message (by client id) to its sockets or its bus, machineNow(). */
  published?: Record<string, number>;
};

/**
 * Event-loop utilisation and delay of this process over a window (mark, then stats). With
 * BENCH_CPU_PROF=<dir>, also a V8 CPU profile of the window, written to <dir>/<label>-<pid>.cpuprofile
 * (open it in Chrome DevTools, Performance tab). With BENCH_HEAP_PROF=<dir>, a sampling profile of
 * what the window allocated, collected or not (<label>-<pid>.heapprofile; DevTools, Memory tab).
 */
export function createProcessMeter(label = "process") {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let elu = performance.eventLoopUtilization();
  const profileDir = process.env.BENCH_CPU_PROF;
  const heapDir = process.env.BENCH_HEAP_PROF;
  const session = profileDir || heapDir ? new Session() : undefined;
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session!.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  if (session) {
    session.connect();
    if (profileDir) void post("Profiler.enable").then(() => post("Profiler.setSamplingInterval", { interval: 500 }));
    if (heapDir) void post("HeapProfiler.enable");
  }
  const sampling = {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  };
  return {
    async mark() {
      if (profileDir) await post("Profiler.start");
      if (heapDir) await post("HeapProfiler.startSampling", sampling);
      histogram.reset();
      elu = performance.eventLoopUtilization();
    },
    async stats(): Promise<ProcessStats> {
      if (profileDir) {
        const { profile } = (await post("Profiler.stop")) as { profile: object };
        await mkdir(profileDir, { recursive: true });
        await writeFile(path.join(profileDir, `${label}-${process.pid}.cpuprofile`), JSON.stringify(profile));
      }
      if (heapDir) {
        const { profile } = (await post("HeapProfiler.stopSampling")) as { profile: object };
        await mkdir(heapDir, { recursive: true });
        await writeFile(path.join(heapDir, `${label}-${process.pid}.heapprofile`), JSON.stringify(profile));
      }
      return {
        elu: performance.eventLoopUtilization(elu).utilization,
        loopP99: Math.max(0, histogram.percentile(99) / 1e6 - 1),
        loopMax: Math.max(0, histogram.max / 1e6 - 1),
      };
    },
  };
}

export type Child = {
  pid: number;
  /** The child's first message (where it listens). */
  ready: Promise<unknown>;
  call: <T>(type: string, payload?: Record<string, unknown>) => Promise<T>;
  close: () => Promise<void>;
};

/** A TypeScript entry point in its own Node process (through tsx), driven by request/reply over IPC. */
export function spawnChild(script: string, env: Record<string, string> = {}): Child {
  // BENCH_NODE_FLAGS (say "--trace-gc") go to the children, the servers measured.
  const flags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...flags, "--import", "tsx", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const waiting = new Map<number, { resolve: (body: unknown) => void; reject: (error: Error) => void }>();
  let next = 1;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.on("message", (message: { id: number; body?: unknown; error?: string }) => {
    const waiter = waiting.get(message.id);
    if (!waiter) return;
    waiting.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error));
    else waiter.resolve(message.body);
  });
  child.once("exit", (code) => {
    for (const waiter of waiting.values()) waiter.reject(new Error(`${script} exited (${code})`));
    waiting.clear();
  });
  const ready = new Promise<unknown>((resolve, reject) => waiting.set(0, { resolve, reject }));
  return {
    pid: child.pid!,
    ready,
    call: <T>(type: string, payload: Record<string, unknown> = {}) =>
      new Promise<T>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve: resolve as (body: unknown) => void, reject });
        child.send({ id, type, ...payload });
      }),
    async close() {
      if (child.exitCode === null) {
        const id = next++;
        const done = new Promise<string>((resolve) =>
          waiting.set(id, {
            resolve: () => resolve("closed"),
            reject: (error) => resolve(`failed to close: ${error.message}`),
          }),
        );
        child.send({ id, type: "close" });
        const outcome = await Promise.race([
          done,
          new Promise<string>((resolve) => setTimeout(() => resolve("did not close within 60 s"), 60_000)),
        ]);
        if (outcome !== "closed") console.error(`${script} ${outcome}; sending SIGTERM`);
        if (outcome !== "closed" && child.exitCode === null) child.kill("SIGTERM");
      }
      await exited;
    },
  };
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
type ProcStat = { pid: number; ppid: number; own: number; reaped: number };

function procStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      // After "pid (comm) ": state ppid ... utime(14) stime(15) cutime(16) cstime(17), 1-based in proc(5).
      stats.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        own: Number(fields[11]) + Number(fields[12]),
        reaped: Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // The process ended while we looked.
    }
  }
  return stats;
}

function machineTicks() {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number) as number[];
  return {
    busy: user! + nice! + system! + irq! + softirq! + steal!,
    all: user! + nice! + system! + idle! + iowait! + irq! + softirq! + steal!,
  };
}

/**
 * CPU seconds of the parts of the run, from /proc (Linux): the server process, the database server
 * (a PostgreSQL postmaster and its backends, exited ones included), this load generator, and everything
 * else on the machine. `take` twice and subtract to get each part's share over a window.
 */
export function cpuSnapshot(pids: { server?: number | number[]; database?: number }) {
  if (process.platform !== "linux") return undefined;
  const stats = procStats();
  const byPid = new Map(stats.map((stat) => [stat.pid, stat]));
  const own = (pid: number | undefined) => (pid ? (byPid.get(pid)?.own ?? 0) : 0);
  const tree = (pid: number | undefined) =>
    pid
      ? own(pid) +
        (byPid.get(pid)?.reaped ?? 0) +
        stats.filter((stat) => stat.ppid === pid).reduce((sum, stat) => sum + stat.own, 0)
      : 0;
  const machine = machineTicks();
  const servers = [pids.server ?? []].flat().filter((pid) => pid !== process.pid);
  const server = servers.reduce((sum, pid) => sum + own(pid), 0);
  return {
    at: performance.now(),
    server: server / TICKS_PER_SECOND,
    database: tree(pids.database) / TICKS_PER_SECOND,
    generator: own(process.pid) / TICKS_PER_SECOND,
    busy: machine.busy / TICKS_PER_SECOND,
  };
}
export type CpuSnapshot = NonNullable<ReturnType<typeof cpuSnapshot>>;

/** Each part's CPU over the window, as a share of one core; `others` is the machine's busy time left over. */
export function cpuShares(before: CpuSnapshot, after: CpuSnapshot) {
  const seconds = (after.at - before.at) / 1000;
  const share = (key: "server" | "database" | "generator" | "busy") => (after[key] - before[key]) / seconds;
  const server = share("server");
  const database = share("database");
  const generator = share("generator");
  return { seconds, server, database, generator, others: Math.max(0, share("busy") - server - database - generator) };
}
