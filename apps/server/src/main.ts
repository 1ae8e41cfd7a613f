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
  });
  const stop = async (signal: string) => {
    server.log.info("shutting down", { signal });
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
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
