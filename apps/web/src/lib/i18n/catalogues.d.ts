// The vite plugin's module (scripts/catalogues-plugin.ts).
declare module "virtual:kindred-catalogues" {
  import type { Messages } from "@lingui/core";
  /** A catalogue by "<locale>/<domain>"; one with no messages (yet) answers empty. */
  export function loadCatalogue(key: string): Promise<Messages>;
}
