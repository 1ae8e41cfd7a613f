// The vite plugin's modules (scripts/catalogues-plugin.ts).
declare module "virtual:kindred-catalogues" {
  import type { Messages } from "@lingui/core";
  /** English's shell catalogue, in the entry chunk. */
  export const EAGER: Record<string, Messages>;
  /** Any other catalogue by "<locale>/<domain>"; one with no messages yet answers empty. */
  export function loadCatalogue(key: string): Promise<Messages>;
}
