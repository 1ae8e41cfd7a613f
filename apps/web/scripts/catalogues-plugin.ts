import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const INDEX = "virtual:kindred-catalogues";

/**
 * The message catalogues (packages/contracts/locales/<locale>/<domain>.json), compiled at build from
 * ICU MessageFormat to Lingui's form (plain text stays a string), so the browser carries no compiler.
 * `virtual:kindred-catalogues`' `loadCatalogue("<locale>/<domain>")` loads one: in a build, a fetch of
 * its JSON file in a folder named for this build of the catalogues (the entry chunk carries one
 * path, not a map of hashed names, and JSON parses faster than script); in development, a module. A browser downloads its own
 * language only, a screen's domains with the screen. English is the code's own text: its catalogues
 * keep only the messages with placeholders or plurals.
 */
export function catalogues(dir: string): Plugin {
  let build = false;
  let base = "/";
  const keys = () =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((locale) =>
          readdirSync(path.join(dir, locale))
            // The server's own catalogue (mails, pushes, errors) never goes to the browser.
            .filter((file) => file.endsWith(".json") && file !== "server.json")
            .map((file) => `${locale}/${file.slice(0, -".json".length)}`),
        )
      : [];

  function compiled(key: string): Record<string, unknown> {
    const english = key.startsWith("en/");
    const messages = JSON.parse(readFileSync(path.join(dir, `${key}.json`), "utf8")) as Record<string, string>;
    const out: Record<string, unknown> = {};
    for (const [message, translation] of Object.entries(messages)) {
      // An empty translation (one on its way: the check fails on it) leaves the English.
      if (!translation) continue;
      const form = compileMessage(translation);
      const plain = form.length === 1 && typeof form[0] === "string" ? form[0] : undefined;
      if (english && plain !== undefined) continue;
      out[message] = plain ?? form;
    }
    return out;
  }

  return {
    name: "kindred-catalogues",
    configResolved(config) {
      // The pre-render's build runs in Node, where a relative fetch has nowhere to go: it imports them.
      build = config.command === "build" && !config.build.ssr;
      base = config.base;
    },
    resolveId(id) {
      if (id === INDEX || id.startsWith("virtual:kindred-catalogue/")) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id.startsWith("\0virtual:kindred-catalogue/")) {
        const key = id.slice("\0virtual:kindred-catalogue/".length).replace("~", "/");
        this.addWatchFile(path.join(dir, `${key}.json`));
        return `export default ${JSON.stringify(compiled(key))};`;
      }
      if (id !== `\0${INDEX}`) return undefined;
      this.addWatchFile(dir);
      const all = keys();
      if (!build) {
        const loaders = all.map(
          (key) =>
            `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`virtual:kindred-catalogue/${key.replace("/", "~")}`)}),`,
        );
        return [
          `const LOADERS = {\n${loaders.join("\n")}\n};`,
          "export const loadCatalogue = (key) => (LOADERS[key] ? LOADERS[key]().then((m) => m.default) : Promise.resolve({}));",
        ].join("\n");
      }
      // One folder per build of the catalogues, named by their content: every file in it is cached for
      // good, and the entry chunk carries one short path instead of a hashed name per file.
      const files = all.map((key) => [key, JSON.stringify(compiled(key))] as const);
      const version = createHash("sha256")
        .update(files.map(([key, json]) => `${key}\n${json}`).join("\n"))
        .digest("base64url")
        .slice(0, 10);
      for (const [key, source] of files)
        this.emitFile({ type: "asset", fileName: `assets/i18n-${version}/${key}.json`, source });
      return [
        `const BASE = ${JSON.stringify(`${base}assets/i18n-${version}/`)};`,
        // A domain with no messages yet has no file: nothing to load.
        "export const loadCatalogue = (key) => fetch(`${BASE}${key}.json`).then((answer) => {",
        "  if (answer.status === 404) return {};",
        "  if (!answer.ok) throw new Error(`No catalogue ${key} (${answer.status})`);",
        "  return answer.json();",
        "});",
      ].join("\n");
    },
  };
}
