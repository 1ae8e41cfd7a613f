import { createMiddleware } from "hono/factory";
import { foreignOriginMessage, type OriginPolicy } from "../config/origins";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every state-changing request, whatever route or body type (JSON, multipart or
 * none): browsers send `Origin` on every non-GET request, so a foreign one is refused. A request with
 * neither `Origin` nor `Sec-Fetch-Site` does not come from a browser and carries no ambient cookie
 * risk, so it passes (the rule Go's net/http CrossOriginProtection uses).
 */
export function sameOriginWrites(policy: OriginPolicy, onRefused: (origin: string, path: string) => void) {
  const refusal = foreignOriginMessage(policy);
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      if (policy.allows(origin, c.req.url)) return next();
    } else {
      const site = c.req.header("sec-fetch-site");
      if (site === undefined || site === "same-origin" || site === "none") return next();
    }
    onRefused(origin ?? "(none)", c.req.path);
    throw new AppError("FORBIDDEN_ORIGIN", refusal.message, undefined, refusal.values);
  });
}
