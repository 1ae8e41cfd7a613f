import { ConfigError, loadConfig } from "./config/env";
import { startServer } from "./server";

try {
  const config = loadConfig();
  const server = await startServer(config, { realtimeHeartbeatMs: config.REALTIME_HEARTBEAT_MS });
  server.log.info(`Kindred is running at ${config.publicUrl}`, {
    database: config.databaseEngine,
    dataDir: config.dataDir,
    mail: config.SMTP_URL ? "smtp" : "server log",
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
  throw error;
}
