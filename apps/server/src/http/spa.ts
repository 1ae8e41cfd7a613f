import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

/**
 * Serves the built web app: hashed files under /assets for a year, everything else falls back to
 * index.html (never cached) so the browser's router handles the path.
 */
export function spaRoutes(distDir: string) {
  const app = new Hono();
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) =>
      c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503),
    );
  }
  const root = path.relative(process.cwd(), distDir) || ".";
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // A missing hashed asset is a 404, not the page: a stale tab must not parse HTML as JavaScript.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.use("*", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }));
  // Re-read when the build changes, so a rebuild under a running server never serves stale asset names.
  let cached = { mtimeMs: 0, html: "" };
  const indexHtml = () => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, "utf8") };
    return cached.html;
  };
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml());
  });
  return app;
}
