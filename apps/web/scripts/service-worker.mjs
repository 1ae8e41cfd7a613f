// Builds the service worker (src/service-worker/) into dist/sw.js after the app and its pre-rendered
// pages, with what it must know written in: the files of the app's shell to keep at install (the
// entry's scripts and stylesheet, the offline screen and what it shows), and a version made from
// them. Any change to the app changes the entry's hashed names, so the worker's bytes change, and
// browsers install it on the next navigation.
//
//   node scripts/service-worker.mjs [distDir]     (or WEB_DIST_DIR; default apps/web/dist)
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";

const webDir = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? path.join(webDir, "dist"));

/** Where the server answers with the offline screen (dist/prerendered/offline.html). */
const OFFLINE = "/offline";

/** The same-origin files a page's head names: its scripts, preloads and stylesheets. */
const headFiles = (html) => [...html.matchAll(/\b(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]);

const shell = await readFile(path.join(distDir, "index.html"), "utf8");
const offlinePage = await readFile(path.join(distDir, "prerendered", "offline.html"), "utf8");
const precache = [...new Set([OFFLINE, ...headFiles(shell), ...headFiles(offlinePage)])].sort();
const version = createHash("sha256")
  .update(JSON.stringify(precache))
  .update(offlinePage)
  .digest("base64url")
  .slice(0, 12);

await build({
  configFile: false,
  root: webDir,
  logLevel: "warn",
  define: { __KINDRED_BUILD__: JSON.stringify({ version, precache, offline: OFFLINE }) },
  build: {
    outDir: distDir,
    emptyOutDir: false,
    copyPublicDir: false,
    target: "es2022",
    lib: {
      entry: path.join(webDir, "src/service-worker/service-worker.ts"),
      formats: ["iife"],
      name: "kindredServiceWorker",
      fileName: () => "sw.js",
    },
  },
});
console.log(`service worker ${version}: ${precache.length} files kept at install`);
