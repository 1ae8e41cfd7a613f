import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";
import type { Logger } from "../../lib/logger";

export type MetricsServer = { url: string; close: () => Promise<void> };

/**
 * `GET /metrics` on a port of its own, apart from the public one: metrics name routes, queue names
 * and load, so they are never served where the site is. Bound to METRICS_HOST (127.0.0.1 unless set),
 * where only the machine's own Prometheus, or one on a private network, reaches it.
 */
export async function startMetricsServer(
  registry: Registry,
  { port, host, log }: { port: number; host: string; log: Logger },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { "content-type": registry.contentType }).end(body),
      (error: unknown) => {
        log.error("metrics scrape failed", { error: String(error) });
        response.writeHead(500, { "content-type": "text/plain" }).end("Metrics unavailable\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
