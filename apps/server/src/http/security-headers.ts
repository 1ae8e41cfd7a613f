import type { ServerResponse } from "node:http";
import { createMiddleware } from "hono/factory";

/** ASVS 3.4: a CSP without inline script, no framing, no sniffing. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // WebAssembly (no JavaScript eval): the selfie verification screen's face check runs on it.
  "script-src 'self' 'wasm-unsafe-eval'",
  // React and the toast library set style attributes; no inline <script> is allowed anywhere.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * The page asks for the member's position (the profile's location) and their camera (selfie
 * verification), and uses passkeys (allowed to the page itself by default); no microphone, payment or
 * sensors, and nothing it embeds gets any of them.
 */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(self), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/**
 * An API answer's caching unless its route says otherwise (a photo's `private, max-age`, the site
 * details' `public`): most hold someone's data, errors included, and none may stay in a browser's or a
 * proxy's cache (ASVS 8.2.1).
 */
export const API_DEFAULT_CACHE_CONTROL = "no-store";

/**
 * Every page's security headers, in the order hono's secureHeaders sends them (the unit test holds
 * the two equal); HSTS only where HTTPS is real.
 */
export function securityHeaderList(https: boolean): [string, string][] {
  return [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "same-origin"],
    ...(https ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
    ["Content-Security-Policy", CONTENT_SECURITY_POLICY],
    ["Permissions-Policy", PERMISSIONS_POLICY],
  ];
}

/**
 * An API answer's (JSON, a photo, a CSV): nothing in it may load or run anything (OWASP's REST
 * guidance, `default-src 'none'`), no page may frame it, no other site may embed it, and its type
 * stands. Inline styles only: a photo opened in a tab of its own is shown by the browser's image
 * viewer, which styles itself inline (Chromium logs three violations without it). The pages' other
 * headers steer a document's features (prefetching, IE's downloads, Flash, the old XSS auditor, agent
 * clusters, the opener), which an API answer has none of; a kilobyte less on every answer.
 */
export function apiSecurityHeaderList(https: boolean): [string, string][] {
  return [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Referrer-Policy", "same-origin"],
    ...(https ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Content-Security-Policy", API_CONTENT_SECURITY_POLICY],
  ];
}

/**
 * Sets the list for the path (the API's under `/api/`, the pages' elsewhere), built once, on every
 * response. On Node's own response object when there is one, before
 * the handler runs: the answer's headers then go out without a round trip through a Fetch `Headers`
 * object (converting, setting eleven values and converting back cost a sixth of a small request).
 * Without it (a WebSocket upgrade's answer), they go on the finished response as hono's secureHeaders
 * did. No route sets any of these to another value. An API answer's Cache-Control is a default its
 * route may replace (on Node's response, the handler's headers go out in writeHead, which wins).
 */
export function securityHeaders(https: boolean) {
  const pages = securityHeaderList(https);
  const api = apiSecurityHeaderList(https);
  return createMiddleware(async (c, next) => {
    const isApi = c.req.path.startsWith("/api/");
    const list = isApi ? api : pages;
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      for (const [name, value] of list) outgoing.setHeader(name, value);
      if (isApi) outgoing.setHeader("Cache-Control", API_DEFAULT_CACHE_CONTROL);
      return next();
    }
    await next();
    const headers = c.res.headers;
    for (const [name, value] of list) headers.set(name, value);
    if (isApi && !headers.has("Cache-Control")) headers.set("Cache-Control", API_DEFAULT_CACHE_CONTROL);
  });
}
