import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    // Routes are split with lazy imports; this keeps the warning honest instead of raising it.
    chunkSizeWarningLimit: 500,
  },
});
