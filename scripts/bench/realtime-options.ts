// The realtime bench's settings (flags or BENCH_* variables) and small helpers its files share.
const option = (name: string, fallback: string) => {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return flag ? flag.slice(name.length + 3) : (process.env[`BENCH_${name.toUpperCase()}`] ?? fallback);
};
export const MEMBERS = Number(option("members", "1000"));
export const RATE = Number(option("rate", "500"));
/**
 * PGlite is one process with one connection, running PostgreSQL in WebAssembly on the server's own
 * event loop: on this 2-core machine it commits about 200 messages a second, so it is measured at a
 * rate it sustains (BENCH_PGLITE_RATE / --pglite_rate, default 100/s); a larger service runs on PostgreSQL.
 */
export const PGLITE_RATE = Number(option("pglite_rate", "100"));
export const SECONDS = Number(option("seconds", "10"));
/**
 * The stepped series (BENCH_RATES / --rates, comma-separated; "" for none): after its run at RATE, one
 * process of Kindred on PostgreSQL and the committing relay each take these rates in turn, STEP_SECONDS
 * each (BENCH_STEP_SECONDS / --step_seconds, default 5), until the first they fall behind: the rate at
 * which one process stops keeping up (see `verdict` in realtime-load.ts).
 */
export const RATES = option("rates", "750,1000,1500,2000,3000").split(",").filter(Boolean).map(Number);
export const STEP_SECONDS = Number(option("step_seconds", "5"));
/** A rate kept pace with but with p99 end to end over this was not kept up with (BENCH_P99_LIMIT / --p99_limit, ms). */
export const P99_LIMIT_MS = Number(option("p99_limit", "50"));
export const WARMUP_SECONDS = Number(option("warmup", "3"));
export const ENGINES = option("engines", "floor,pglite,postgres,postgres-2p").split(",").filter(Boolean);
export const IN_PROCESS = process.env.BENCH_INPROCESS === "1";
/** How long after the last send a message may still arrive before it counts as lost. */
export const GRACE_MS = 5000;
if (!(MEMBERS >= 2 && MEMBERS % 2 === 0 && RATE > 0 && SECONDS > 0 && RATES.every((rate) => rate > 0)))
  throw new Error("members must be even and >= 2; rates and seconds > 0");
/** The rates one process is measured at: RATE, then the stepped series above it. */
export const SERIES = [RATE, ...RATES.filter((rate) => rate > RATE)];

export const log = (line: string) => console.error(`[bench:realtime] ${line}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
