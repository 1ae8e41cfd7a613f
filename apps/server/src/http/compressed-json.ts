import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { parseAccept } from "hono/utils/accept";

/** Under this many bytes an answer goes as it is: a packet or two either way, and no CPU spent. */
export const COMPRESS_MIN_BYTES = 1024;

/** brotli when the browser takes it (every current one does), else gzip, else nothing. */
export function jsonEncodingFor(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = parseAccept(acceptEncoding ?? "");
  const takes = (name: string) => accepted.some(({ type, q }) => type.toLowerCase() === name && q > 0);
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return undefined;
}

// The fastest levels: on a deck's 40 KB of JSON, brotli 1 takes 100 µs and packs within 3 % of level 4
// (240 µs), gzip 1 takes 190 µs against level 6's 310 µs for 2 % more bytes. The higher levels are for
// files compressed once at build time (scripts/precompress.mjs), not per request.
const brotli = (text: string) =>
  brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
  });
const gzip = (text: string) => gzipSync(text, { level: 1 });

/**
 * A list read's JSON, compressed when it is large and the client takes it (issue 17: /match's deck is
 * 50 KB of JSON, 13 KB as brotli, on a slow phone's way to its first photo). Done here rather than
 * left to a reverse proxy, since `npm start` serves the app with none. Only the reads that can grow
 * large call it: a middleware wrapping every answer cost every small read about a quarter of its time
 * (bench:api), and a write's answer, holding both a secret and something its sender chose, is what
 * a compression side channel (BREACH) reads.
 */
export function largeJson(c: Context, object: unknown): Response {
  const text = JSON.stringify(object);
  // What c.json sends, without a second JSON.stringify.
  if (text.length < COMPRESS_MIN_BYTES) return c.newResponse(text, undefined, { "Content-Type": "application/json" });
  const encoding = jsonEncodingFor(c.req.header("accept-encoding"));
  // Large answers vary with the header whichever way they go, so no cache hands one to the wrong client.
  if (!encoding) return c.newResponse(text, undefined, { "Content-Type": "application/json", Vary: "Accept-Encoding" });
  return c.newResponse(encoding === "br" ? brotli(text) : gzip(text), undefined, {
    "Content-Type": "application/json",
    "Content-Encoding": encoding,
    Vary: "Accept-Encoding",
  });
}
