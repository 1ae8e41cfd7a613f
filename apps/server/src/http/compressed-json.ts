import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";

/** Under this many bytes an answer goes as it is: a packet or two either way, and no CPU spent. */
export const COMPRESS_MIN_BYTES = 1024;

/** brotli when the browser takes it (every current one does), else gzip, else nothing. */
export function jsonEncodingFor(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? 0) > 0;
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return undefined;
}

// Quality 4: the point where brotli still costs about what gzip does and already packs smaller; the
// higher levels are for files compressed once at build time (scripts/precompress.mjs), not per request.
const brotli = (text: string) =>
  brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
  });

/**
 * GET answers' JSON compressed when it is large (issue 17: /match's deck is 50 KB of JSON, 8 KB as
 * brotli, on the slow phone's way to its first photo). Done here rather than left to a reverse proxy,
 * since `npm start` serves the app with none. Only reads: a write's answer is small, and a body
 * holding both a secret and something the sender chose is what a compression side channel (BREACH)
 * reads; app.ts mounts it after the sign-in routes for the same reason. Hono's own compress middleware streams
 * every answer through CompressionStream; this compresses in one call, and only what is worth it.
 */
export const compressedJson = createMiddleware(async (c, next) => {
  if (c.req.method !== "GET") return next();
  const encoding = jsonEncodingFor(c.req.header("accept-encoding"));
  if (!encoding) return next();
  c.json = ((object: unknown, arg?: number | ResponseInit, headers?: Record<string, string>) => {
    const text = JSON.stringify(object);
    // What c.json itself sends, without a second JSON.stringify.
    if (text.length < COMPRESS_MIN_BYTES)
      return c.newResponse(text, arg as never, { "Content-Type": "application/json", ...headers });
    return c.newResponse(encoding === "br" ? brotli(text) : gzipSync(text), arg as never, {
      "Content-Type": "application/json",
      ...headers,
      "Content-Encoding": encoding,
      Vary: "Accept-Encoding",
    });
  }) as Context["json"];
  return next();
});
