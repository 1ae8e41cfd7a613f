import { getConnInfo } from "@hono/node-server/conninfo";
import { createMiddleware } from "hono/factory";

/**
 * The address rate limits key on. Behind a reverse proxy (TRUST_PROXY=1) it is the last hop the proxy
 * appended to X-Forwarded-For; otherwise the socket's peer, so a client cannot pick its own bucket.
 */
export function clientIp(trustProxy: boolean) {
  return createMiddleware<{ Variables: { clientIp: string } }>(async (c, next) => {
    let ip: string | undefined;
    if (trustProxy) ip = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        // No socket (in-process requests in tests).
      }
    }
    c.set("clientIp", ip || "unknown");
    await next();
  });
}
