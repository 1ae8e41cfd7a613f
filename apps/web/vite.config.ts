import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogues } from "./scripts/catalogues-plugin";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), catalogues(path.resolve(import.meta.dirname, "../../packages/contracts/locales"))],
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(import.meta.dirname, "src") },
      // zod configured for the app's CSP before any schema is built (the module says why).
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, "src/lib/zod-jitless.ts") },
    ],
  },
  server: {
    // The API server trusts this origin in development (better-auth's CSRF check).
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: "http://localhost:3000", ws: true },
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist"),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads (the bundle budget reads it).
    manifest: true,
    // Every browser Kindred supports preloads modules itself (Chrome 66, Firefox 115, Safari 17): the
    // polyfill was 0.6 kB of the entry chunk for none of them.
    modulePreload: { polyfill: false },
    // Routes are split with lazy imports; this keeps the warning honest instead of raising it.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        // Issue 17: a slow phone pays a round trip per chunk, and the first paint was waiting on 22 to
        // 61 of them, most under 2 kB (an icon, a hook). Everything the entry needs goes in one chunk;
        // small chunks shared by a few screens are copied into each instead of fetched on their own
        // (the bundle budget counts the copies; every route still came out smaller). Motion has its
        // own chunk, or the match celebration's lazy code would ride along with it on /match.
        // Browser chunks only: the pre-render's build for Node (scripts/prerender.mjs) keeps the defaults.
        codeSplitting: isSsrBuild
          ? true
          : {
              groups: [
                { name: "boot", tags: ["$initial"] },
                { name: "motion", test: /node_modules[\\/](?:motion|framer-motion|motion-dom|motion-utils)[\\/]/ },
              ],
              experimentalInlineCommonChunks: { maxSize: 6000 },
            },
      },
    },
  },
}));
