import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, SERVICE_WORKER, type Locale } from "@kindred/contracts";
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { requestLocale } from "../i18n/translator";

const NOT_BUILT = "The web app is not built. Run `npm run build` (npm start does it for you).";

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; every other path gets
 * HTML that is revalidated on each visit: the page pre-rendered for that path
 * (`prerendered/<name>.html`, or `<name>.<locale>.html` in the language the device chose or the browser
 * asks for) when the build made one, else the SPA shell (`index.html`), so the
 * browser's router handles it. Text files go out as the `.br` or `.gz` variant the build wrote
 * beside them (apps/web/scripts/precompress.mjs) when the browser accepts it.
 */
export type SpaOptions = {
  /**
   * What a page has its browser fetch as it arrives (`Link: rel=preload`), by page name: the member
   * screens' first data, sent only to a request with a live session (a visitor's page must log no
   * refused request). Those pages vary on the cookie.
   */
  memberData?: Readonly<Record<string, readonly string[]>>;
  hasLiveSession?: (c: Context) => Promise<boolean>;
};

export function spaRoutes(distDir: string, { memberData = {}, hasLiveSession }: SpaOptions = {}) {
  const app = new Hono();
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) return app.get("*", (c) => c.text(NOT_BUILT, 503));

  // serveStatic's `precompressed` picks br, then gzip, from bare tokens only: a header with q-values
  // gets identity (never an encoding the browser refused). It sets Vary only on a compressed answer;
  // an identity answer needs it as much, or a shared cache could hand it to everyone.
  app.use(
    "/assets/*",
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
        c.header("Vary", "Accept-Encoding");
      },
    }),
  );
  // A missing hashed asset is a 404, not the page: a stale tab must not parse HTML as JavaScript.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  const publicFiles = serveStatic({
    root: distDir,
    precompressed: true,
    onFound: (_path, c) => {
      // The service worker is revalidated on every check, or a deploy would reach browsers an hour late.
      c.header("Cache-Control", c.req.path === SERVICE_WORKER.path ? "no-cache" : "public, max-age=3600");
      c.header("Vary", "Accept-Encoding");
    },
  });
  app.use("*", (c, next) => (isPublicFile(c.req.path) ? publicFiles(c, next) : next()));

  const read = cachedFiles();
  const sendHtml = htmlSender(read);
  app.get("*", async (c) => {
    const name = pageName(c.req.path);
    const prerendered = (locale: Locale) =>
      read(path.join(distDir, "prerendered", `${name}${locale === DEFAULT_LOCALE ? "" : `.${locale}`}.html`));
    const english = name ? prerendered(DEFAULT_LOCALE) : undefined;
    const locale = english ? pageLocale(c) : DEFAULT_LOCALE;
    const page = (locale !== DEFAULT_LOCALE && prerendered(locale)) || english || read(indexFile);
    if (!page) return c.text(NOT_BUILT, 503);
    const preloads = name && hasLiveSession && Object.hasOwn(memberData, name) ? memberData[name] : undefined;
    if (preloads?.length && (await hasLiveSession!(c))) {
      c.header("Link", preloads.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(", "));
    }
    // A pre-rendered page is chosen by the language cookie and Accept-Language, and the member
    // screens' by the session cookie too; the shell is the same for everyone.
    const vary = english ? "Accept-Encoding, Accept-Language, Cookie" : "Accept-Encoding, Cookie";
    return sendHtml(c, page, english || preloads?.length ? vary : "Accept-Encoding");
  });
  return app;
}

/**
 * The language of a pre-rendered page: the device's own choice (the cookie the app keeps beside its
 * stored language), else the browser's (Accept-Language), else English; the app hydrates the page only
 * when it starts in the page's language.
 */
function pageLocale(c: Context): Locale {
  const chosen = getCookie(c, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : requestLocale(c.req.header("Accept-Language"));
}

/**
 * The pre-rendered page a path may have: `/` is `index`, `/login`, `/login/` and `/login?x=1` are
 * `login`. Anything but lower-case words and dashes has none (no way out of the folder).
 */
function pageName(urlPath: string): string | undefined {
  if (urlPath === "/") return "index";
  const name = urlPath.slice(1).replace(/\/$/, "");
  return /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(name) && name !== "index" ? name : undefined;
}

/**
 * The build's `public/` files (favicon.svg, robots.txt): a file name with an extension, in no
 * dot-folder (the build manifest sits in `.vite/`) and not the HTML, which goes through `sendHtml`.
 */
function isPublicFile(urlPath: string) {
  return (
    /^\/(?:[^./][^/]*\/)*[^./][^/]*\.[a-z0-9]+$/i.test(urlPath) &&
    !/\.(?:html|br|gz)$/i.test(urlPath) &&
    !urlPath.startsWith("/prerendered/")
  );
}

type CachedFile = { file: string; mtimeMs: number; size: number; body: Uint8Array<ArrayBuffer>; etag: string };

/**
 * Reads a file once per change: each call stats it and re-reads it when its mtime or size moved, so
 * a rebuild under a running server never serves stale asset names. `undefined` when it is missing.
 */
function cachedFiles() {
  const cache = new Map<string, CachedFile>();
  return (file: string): CachedFile | undefined => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats?.isFile()) {
      cache.delete(file);
      return undefined;
    }
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
    // A copy into a plain ArrayBuffer: what a Response body takes.
    const body = new Uint8Array(readFileSync(file));
    // The size read, not the size stat saw: a file caught mid-write is read again on the next visit.
    const fresh = { file, mtimeMs: stats.mtimeMs, size: body.length, body, etag: `"${etagOf(body)}"` };
    cache.set(file, fresh);
    return fresh;
  };
}

const etagOf = (body: Uint8Array) => createHash("sha256").update(body).digest("base64url").slice(0, 27);

const VARIANTS = [
  { encoding: "br", suffix: ".br", decode: brotliDecompressSync },
  { encoding: "gzip", suffix: ".gz", decode: gunzipSync },
] as const;

/**
 * The page, or its br or gzip variant when the browser accepts it and it holds the page as it is now
 * (checked once per change of either file: a page edited after the build keeps no stale variant, and
 * copies that lose the files' times don't matter). Each variant carries its own ETag (a strong one
 * names one representation); a matching If-None-Match is a 304.
 */
function htmlSender(read: (file: string) => CachedFile | undefined) {
  const checked = new Map<string, boolean>();
  const variantOf = (page: CachedFile, { suffix, decode }: (typeof VARIANTS)[number]) => {
    const variant = read(page.file + suffix);
    if (!variant) return undefined;
    const key = `${page.etag} ${variant.etag}`;
    let same = checked.get(key);
    if (same === undefined) {
      try {
        same = Buffer.from(page.body).equals(decode(variant.body));
      } catch {
        same = false;
      }
      if (checked.size > 1000) checked.clear();
      checked.set(key, same);
    }
    return same ? variant : undefined;
  };
  return (c: Context, page: CachedFile, vary: string) => {
    const accepted = acceptedEncodings(c.req.header("Accept-Encoding"));
    let chosen = page;
    for (const variant of VARIANTS) {
      const found = accepted.has(variant.encoding) ? variantOf(page, variant) : undefined;
      if (found) {
        chosen = found;
        c.header("Content-Encoding", variant.encoding);
        break;
      }
    }
    c.header("Content-Type", "text/html; charset=UTF-8");
    c.header("Cache-Control", "no-cache");
    c.header("Vary", vary);
    c.header("ETag", chosen.etag);
    if (matchesEtag(c.req.header("If-None-Match"), chosen.etag)) return c.body(null, 304);
    c.header("Content-Length", String(chosen.body.length));
    return c.body(chosen.body);
  };
}

/** The encodings the header accepts (RFC 9110 12.5.3): listed or covered by `*`, and not at q=0. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const weights = new Map<string, number>();
  for (const item of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = item.split(";").map((part) => part.trim());
    const q = params.find((param) => param.startsWith("q="));
    if (name) weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepted = new Set<string>();
  for (const { encoding } of VARIANTS) {
    const weight = weights.get(encoding) ?? weights.get("*");
    if (weight !== undefined && weight > 0) accepted.add(encoding);
  }
  return accepted;
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): a W/ prefix doesn't matter, `*` matches any. */
function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}
