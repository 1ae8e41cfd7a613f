import { getConnInfo } from "@hono/node-server/conninfo";
import { createMiddleware } from "hono/factory";

/**
 * The address rate limits key on. Behind a reverse proxy (TRUST_PROXY=1) it is the last hop the proxy
 * appended to X-Forwarded-For; otherwise the socket's peer, so a client cannot pick its own bucket.
 */
export function clientIp(trustProxy: boolean) {
  // Not async: every request passes here, and an extra await is an extra turn of the microtask queue.
  return createMiddleware<{ Variables: { clientIp: string } }>((c, next) => {
    let ip: string | undefined;
    if (trustProxy) ip = lastHop(c.req.header("x-forwarded-for"));
    // No socket for an in-process request (the tests' `app.request`): checked rather than caught, as
    // building the error a thousand times a second was a tenth of the fuzzing's time.
    if (!ip && (c.env as { incoming?: unknown } | undefined)?.incoming) ip = getConnInfo(c).remote.address;
    c.set("clientIp", ip || "unknown");
    return next();
  });
}

/** The last address in an X-Forwarded-For list (the one our proxy appended). */
function lastHop(forwarded: string | undefined): string | undefined {
  if (!forwarded) return undefined;
  return forwarded.slice(forwarded.lastIndexOf(",") + 1).trim();
}
