import type { Config } from "./env";

/**
 * Origins whose pages may act for a signed-in member (auth's CSRF check, the realtime socket): our
 * public URL, plus Vite's dev server outside production (`npm run dev` proxies /api to us).
 */
export function trustedOrigins(config: Pick<Config, "publicUrl" | "NODE_ENV">): string[] {
  const dev = config.NODE_ENV === "production" ? [] : ["http://localhost:5173", "http://127.0.0.1:5173"];
  return [new URL(config.publicUrl).origin, ...dev];
}
