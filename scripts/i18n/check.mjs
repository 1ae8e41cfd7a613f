// `npm run i18n:check` (CI): the catalogues agree with the code (scripts/i18n/catalogues.mjs says how).
// `npm run i18n:write [-- --domain=<domain>]`: writes the English catalogues from the code, adds each message another language
// lacks as "" (a translator fills it; the check fails until then) and drops what the code no longer uses.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  catalogueFile,
  catalogueFiles,
  englishOf,
  expectedCatalogues,
  extract,
  LOCALES,
  problems,
  readCatalogue,
  routeDomainProblems,
} from "./catalogues.mjs";

const found = extract();
const only = process.argv.find((arg) => arg.startsWith("--domain="))?.slice("--domain=".length);
if (process.argv.includes("--write")) {
  const expected = expectedCatalogues(found.messages);
  for (const [domain, keys] of expected) {
    // One domain only (`--domain=quiz`), so people translating different domains never overwrite each other.
    if (only && domain !== only) continue;
    for (const locale of LOCALES) {
      const old = readCatalogue(locale, domain);
      const next = Object.fromEntries(keys.map((key) => [key, locale === "en" ? englishOf(key) : (old[key] ?? "")]));
      const file = catalogueFile(locale, domain);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
    }
  }
  for (const [locale, domain] of catalogueFiles())
    if (!expected.has(domain))
      console.log(`not used any more (delete it): ${path.relative(process.cwd(), catalogueFile(locale, domain))}`);
}
const list = [...problems(found), ...routeDomainProblems()];
const count = found.messages.size;
if (list.length > 0) {
  console.error(list.join("\n"));
  console.error(
    `\n${list.length} problems with the catalogues (${count} messages). \`npm run i18n:write\` adds what is missing.`,
  );
  process.exit(1);
}
console.log(`catalogues: ${count} messages, each in ${LOCALES.length} languages, and no text outside them.`);
