import v8 from "node:v8";

// Memory (issue 17), set before anything else loads:
// - PGlite's PostgreSQL is ~9 MB of WASM. V8 re-compiles its hot functions with its optimising tier,
//   which held ~60 MB more for the life of the process for no measurable gain on our queries: its
//   baseline compiler alone. Read when a module is compiled.
// - Start-up (loading every module, opening and migrating the database) allocates in one burst, which
//   grew V8's young generation to its 32 MB limit, and an idle server never collects again to give it
//   back (~70 MB with the old-generation pages it promoted into). It stays at its 2 MB start until the
//   server listens, then may grow with real traffic as usual.
v8.setFlagsFromString("--liftoff-only");
v8.setFlagsFromString("--semi-space-growth-factor=1");

// Signals are taken before anything else loads: a SIGTERM listener added after PGlite's WASM runtime
// has started never runs (the process dies of the signal, exit 143, undrained), one added before does.
// A signal during start-up is kept and acted on once the server is up; a second one ends the process.
let stop: ((signal: string) => Promise<void>) | undefined;
let requested: string | undefined;
const onSignal = (signal: string) => {
  if (requested) process.exit(1);
  requested = signal;
  void stop?.(signal);
};
process.on("SIGTERM", () => onSignal("SIGTERM"));
process.on("SIGINT", () => onSignal("SIGINT"));

// Loaded after the flags above (static imports would run first).
const { ConfigError, loadConfig } = await import("./config/env");
const { BlobStoreUnavailableError, checkBlobStore } = await import("./storage");

try {
  const config = loadConfig();
  // A bucket that cannot be reached fails the start, not the first upload (and before the rest loads).
  await checkBlobStore(config);
  const { startServer } = await import("./server");
  const server = await startServer(config, { realtimeHeartbeatMs: config.REALTIME_HEARTBEAT_MS });
  v8.setFlagsFromString("--semi-space-growth-factor=2");
  server.log.info(`Kindred is running at ${config.publicUrl}`, {
    database: config.databaseEngine,
    dataDir: config.dataDir,
    mail: config.SMTP_URL ? "smtp" : "server log",
    storage: config.storage.kind === "s3" ? `s3://${config.storage.bucket}` : "local disk",
    ...(server.metricsUrl ? { metrics: `${server.metricsUrl}/metrics` } : {}),
  });
  stop = async (signal: string) => {
    server.log.info("draining, then stopping", { signal });
    await server.close();
    server.log.info("stopped");
    process.exit(0);
  };
  if (requested) void stop(requested);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  if (error instanceof BlobStoreUnavailableError) {
    console.error(error.detail);
    process.exit(1);
  }
  throw error;
}
