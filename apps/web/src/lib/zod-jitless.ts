import { config } from "zod/v4/core";

/*
 * zod as the web build loads it: vite.config.ts resolves every `import … from "zod"` here. The app's
 * CSP allows no eval, and zod 4 otherwise probes `new Function` as it builds its first object schema
 * (to compile faster parsers): the browser reports the refused probe as a CSP violation, though zod
 * catches it. This module's body runs before any module that imports it, so before any schema is
 * built, in whichever chunk zod first arrives (no page's first paint needs it).
 */
config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
