import type { Server } from "node:http";

/**
 * Stops accepting connections and resolves once the open ones are gone. Node's close() ends only the
 * connections idle at that instant; a keep-alive connection whose response is still finishing (a
 * streamed photo's last chunk lands a tick after the client has it all) would otherwise stay until
 * its 65 s keep-alive runs out. So idle connections are closed again as they become idle, and after a
 * grace period for requests still in flight, every connection is closed.
 */
export function closeHttpServer(server: Server, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
  });
}
