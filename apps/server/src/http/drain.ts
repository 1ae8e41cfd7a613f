import type { MiddlewareHandler } from "hono";

/**
 * While the process drains, every answer says `Connection: close`: a client (or the balancer) then
 * opens its next connection elsewhere instead of sending another request down one this process is
 * about to close, which could be cut before its answer.
 */
export function closeConnectionsWhile(draining: () => boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (draining()) c.header("Connection", "close");
  };
}
