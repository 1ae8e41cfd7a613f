import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { createMiddleware } from "hono/factory";
import { withRequestId } from "../lib/logger";

export const REQUEST_ID_HEADER = "X-Request-Id";
/** What a proxy's id may look like: short, and nothing that could break a log line or a header. */
const INCOMING_ID = /^[\w.:=-]{1,200}$/;

/**
 * Names each request: answered as `X-Request-Id` and written on every log line logged while serving
 * it (`lib/logger.ts`). A proxy's own id is kept only behind a trusted proxy (TRUST_PROXY=1), so the
 * proxy's and our logs join up; otherwise a client could plant ids in our logs.
 */
export function requestId(trustProxy: boolean) {
  return createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
    const incoming = trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined;
    const id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", id);
    // On Node's response before the handler runs, as security headers are (cheaper than Fetch Headers).
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      outgoing.setHeader(REQUEST_ID_HEADER, id);
      return withRequestId(id, next);
    }
    await withRequestId(id, next);
    c.res.headers.set(REQUEST_ID_HEADER, id);
  });
}
