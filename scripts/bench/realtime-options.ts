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
export const WARMUP_SECONDS = Number(option("warmup", "3"));
export const ENGINES = option("engines", "floor,pglite,postgres,postgres-2p").split(",").filter(Boolean);
export const IN_PROCESS = process.env.BENCH_INPROCESS === "1";
/** How long after the last send a message may still arrive before it counts as lost. */
export const GRACE_MS = 5000;
if (!(MEMBERS >= 2 && MEMBERS % 2 === 0 && RATE > 0 && SECONDS > 0))
  throw new Error("members must be even and >= 2; rate and seconds > 0");

export const log = (line: string) => console.error(`[bench:realtime] ${line}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
