// Issue 33's baseline that travels: the bare page (bare-page/: React, the router, the app's CSS, one
// heading) built with the app's own toolchain (Vite, its React and Tailwind plugins, the same
// pre-compression) and served by the same production server, so Lighthouse can audit it beside the app
// in the same run and each route's figures can be read as a ratio to it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { startWebServer, type WebServer } from "./web-server";

const HERE = path.dirname(fileURLToPath(import.meta.url));
// Plain JavaScript without types, loaded by a specifier TypeScript doesn't follow, and typed here.
const PRECOMPRESS: string = "../../apps/web/scripts/precompress.mjs";
const { precompressDir } = (await import(PRECOMPRESS)) as { precompressDir: (dir: string) => Promise<void> };

/** Builds the bare page into a temporary folder and serves it; `close` stops the server and removes both. */
export async function startBarePage(): Promise<WebServer> {
  const outDir = await mkdtemp(path.join(tmpdir(), "kindred-bare-page-"));
  await build({
    configFile: false,
    root: path.join(HERE, "bare-page"),
    logLevel: "warn",
    plugins: [react(), tailwindcss()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
  await precompressDir(outDir);
  const server = await startWebServer(outDir);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
