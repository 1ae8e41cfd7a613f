// The catalogues' rules (issue 32): every message the code shows is in every language's catalogue of
// its domain, with the same placeholders, and no user-visible text is written outside a message.
// `node scripts/i18n/check.mjs` checks (CI); `--write` brings the catalogues in line with the code.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@messageformat/parser";
import ts from "typescript";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CATALOGUE_DIR = path.join(ROOT, "packages/contracts/locales");
export const LOCALES = ["en", "es", "fr", "de", "pt-BR"];

/**
 * Which catalogue a message is in, by the file that writes it: a web feature's own folder, the web
 * app's shell and kit ("app", loaded before the first paint), the server ("server": errors and mails,
 * never sent to the browser), or, for the contracts, the domain of the screens that show them.
 */
const CONTRACT_DOMAINS = {
  "account-data": "settings",
  admin: "admin",
  "admin-reads": "admin",
  "admin-stats": "admin",
  "admin-verifications": "admin",
  auth: "auth",
  "auth-text": "auth",
  "security-text": "auth",
  security: "auth",
  compatibility: "matching",
  "compatibility-parts": "matching",
  "compatibility-scorer": "matching",
  "compatibility-tables": "matching",
  dashboard: "dashboard",
  geography: "profile",
  guidelines: "info",
  location: "profile",
  matching: "matching",
  messages: "messages",
  "nudge-kinds": "messages",
  nudges: "messages",
  "push-screens": "messages",
  notices: "notices",
  options: "profile",
  photos: "photos",
  profile: "profile",
  "profile-logic": "profile",
  push: "server",
  quiz: "quiz",
  reviews: "reviews",
  safety: "safety",
  search: "search",
  settings: "settings",
  verification: "verification",
};

export function domainOf(file) {
  const feature = file.match(/^apps\/web\/src\/features\/([^/]+)\//);
  if (feature) return feature[1];
  if (file.startsWith("apps/web/src/")) return "app";
  if (file.startsWith("apps/server/src/")) return "server";
  const contract = file.match(/^packages\/contracts\/src\/(?:.*\/)?([^/]+)\.ts$/);
  if (contract) return CONTRACT_DOMAINS[contract[1]] ?? "app";
  throw new Error(`${file}: no catalogue domain for this place`);
}

/**
 * Files whose every user-visible text must be a message: the whole web app (the list let folders
 * join one by one while they were converted).
 */
export const TRANSLATED = ["apps/web/src/", "packages/contracts/src/"];

/** Attributes a person reads or hears: a string literal in one is a text outside the catalogues. */
const VISIBLE_ATTRIBUTES =
  /^(label|placeholder|title|alt|aria-label|aria-description|aria-valuetext|hint|description|heading|text|message|emptyText|confirmLabel|cancelLabel)$/;

const SOURCES = ["apps/web/src", "apps/server/src", "packages/contracts/src"];

export function sourceFiles() {
  // Tracked and new files alike (not the ignored): a message in a file not yet committed counts too.
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "--", ...SOURCES], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\n")
    .filter(
      (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$|\.d\.ts$|\/migrations\/|\/service-worker\//.test(file),
    );
}

/** Between a message's context and its English (packages/contracts/src/i18n/msg.ts). */
export const CONTEXT_SEPARATOR = "\u0004";
/** A catalogue key's English: the key itself, or what follows its context. */
export const englishOf = (key) => key.slice(key.indexOf(CONTEXT_SEPARATOR) + 1);

const hasWords = (text) => /\p{L}{2,}/u.test(text);

/** `SOME_TEXT.key` or `SOME_MESSAGES.key`: a contracts text read by a screen. */
const isTextConstant = (node) =>
  ts.isPropertyAccessExpression(node) &&
  ts.isIdentifier(node.expression) &&
  /^[A-Z][A-Z0-9_]*_(TEXT|MESSAGES|LABELS|COPY)$/.test(node.expression.text);

/**
 * Where an expression's value goes: up through parentheses, a condition's branches and `??`, `||`
 * or the right of `&&`, to the node that uses it. A comparison (`kind === "photo"`) or a condition's
 * test uses its literal without showing it: undefined.
 */
function valueGoesTo(node) {
  let child = node;
  let up = node.parent;
  for (;;) {
    if (!up) return undefined;
    if (ts.isParenthesizedExpression(up)) {
      [child, up] = [up, up.parent];
      continue;
    }
    if (ts.isConditionalExpression(up)) {
      if (up.condition === child) return undefined;
      [child, up] = [up, up.parent];
      continue;
    }
    if (ts.isBinaryExpression(up)) {
      const operator = up.operatorToken.kind;
      const passes =
        operator === ts.SyntaxKind.QuestionQuestionToken ||
        operator === ts.SyntaxKind.BarBarToken ||
        (operator === ts.SyntaxKind.AmpersandAmpersandToken && up.right === child);
      if (!passes) return undefined;
      [child, up] = [up, up.parent];
      continue;
    }
    return up;
  }
}

/** Shown to a person as it stands: a JSX child, a visible attribute's value, or a toast's words. */
function shownAsIs(node) {
  const up = valueGoesTo(node);
  if (!up) return false;
  if (ts.isJsxExpression(up)) return !ts.isJsxAttribute(up.parent) || VISIBLE_ATTRIBUTES.test(up.parent.name.getText());
  if (ts.isCallExpression(up) && ts.isPropertyAccessExpression(up.expression))
    return up.expression.expression.getText() === "toast";
  return ts.isPropertyAssignment(up) && VISIBLE_ATTRIBUTES.test(up.name.getText());
}

/** A property of `export const X_TEXT = { … }` (or `_MESSAGES`), however deep. */
function inTextObject(node) {
  for (let up = node.parent; up; up = up.parent)
    if (ts.isVariableDeclaration(up)) return /_(TEXT|MESSAGES|LABELS|COPY)$/.test(up.name.getText());
  return false;
}
const literalText = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/**
 * Every `t("…")` and `msg("…")` literal in the given files, with the domains that write it, and each
 * text a translated file shows outside one.
 */
export function extract(files = sourceFiles(), read = (file) => readFileSync(path.join(ROOT, file), "utf8")) {
  const messages = new Map();
  const untranslated = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      read(file),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const checked = TRANSLATED.some((prefix) => file.startsWith(prefix));
    const where = (node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        ["t", "msg"].includes(node.expression.text)
      ) {
        const english = literalText(node.arguments[0]);
        // t("Main", values, "photo badge"): the same English in another sense is another message.
        const context = node.expression.text === "t" ? literalText(node.arguments[2]) : undefined;
        const message = english !== undefined && context ? `${context}${CONTEXT_SEPARATOR}${english}` : english;
        if (message !== undefined) {
          const entry = messages.get(message) ?? { domains: new Set(), places: [] };
          entry.domains.add(domainOf(file));
          entry.places.push(where(node));
          messages.set(message, entry);
        }
      }
      if (checked) {
        if (ts.isJsxText(node) && hasWords(node.text)) untranslated.push(`${where(node)} ${node.text.trim()}`);
        if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.test(node.name.getText())) {
          const value = node.initializer;
          const text =
            literalText(value) ??
            (value && ts.isJsxExpression(value) ? literalText(value.expression) : undefined) ??
            (value && ts.isJsxExpression(value) && value.expression && ts.isTemplateExpression(value.expression)
              ? value.expression.getText()
              : undefined);
          if (text !== undefined && hasWords(text))
            untranslated.push(`${where(node)} ${node.name.getText()}="${text}"`);
        }
        // A constant's text shown as it is: `{AUTH_MESSAGES.signedUp}` instead of `{t(AUTH_MESSAGES.signedUp)}`.
        if (isTextConstant(node) && file.startsWith("apps/web/") && shownAsIs(node))
          untranslated.push(`${where(node)} ${node.getText()}`);
        // In the contracts, a text object's words: each a `msg("…")`, functions written as ICU messages.
        if (file.startsWith("packages/contracts/") && ts.isPropertyAssignment(node) && inTextObject(node)) {
          const value = node.initializer;
          if (literalText(value) !== undefined || ts.isTemplateExpression(value))
            untranslated.push(`${where(node)} ${node.name.getText()}: not a msg("…")`);
          if (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
            untranslated.push(`${where(node)} ${node.name.getText()}: a function, not an ICU msg("…")`);
        }
        // A literal a child expression can evaluate to: `{"Hi"}`, `{busy ? "Saving…" : label}`, `{name ?? "Someone"}`.
        if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && hasWords(node.text)) {
          const up = valueGoesTo(node);
          const shown =
            (up && ts.isJsxExpression(up) && !ts.isJsxAttribute(up.parent)) ||
            // An object's visible field, as a list of links or tabs writes it: `{ label: "Dashboard" }`.
            (ts.isPropertyAssignment(node.parent) &&
              node.parent.initializer === node &&
              VISIBLE_ATTRIBUTES.test(node.parent.name.getText()));
          const toast =
            ts.isCallExpression(node.parent) &&
            ts.isPropertyAccessExpression(node.parent.expression) &&
            node.parent.expression.expression.getText() === "toast";
          if ((shown || toast) && !(ts.isCallExpression(node.parent) && !toast && node.parent.arguments[0] === node))
            untranslated.push(`${where(node)} "${node.text}"`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages, untranslated };
}

/** What each domain's catalogue must hold: its messages, sorted, each once. */
export function expectedCatalogues(messages) {
  const domains = new Map();
  for (const [message, { domains: where }] of messages)
    for (const domain of where) (domains.get(domain) ?? domains.set(domain, new Set()).get(domain)).add(message);
  return new Map([...domains].map(([domain, set]) => [domain, [...set].sort()]));
}

export const catalogueFile = (locale, domain) => path.join(CATALOGUE_DIR, locale, `${domain}.json`);

export function readCatalogue(locale, domain) {
  const file = catalogueFile(locale, domain);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

/** The catalogue files there are, as [locale, domain] pairs. */
export function catalogueFiles() {
  if (!existsSync(CATALOGUE_DIR)) return [];
  return readdirSync(CATALOGUE_DIR).flatMap((locale) =>
    readdirSync(path.join(CATALOGUE_DIR, locale))
      .filter((file) => file.endsWith(".json"))
      .map((file) => [locale, file.slice(0, -".json".length)]),
  );
}

/** The names a message's placeholders and plurals use; throws on a message that is not ICU. */
export function argumentsOf(message) {
  const names = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") names.add(token.arg);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        names.add(token.arg);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** Every way the catalogues differ from the code: empty when they agree. */
export function problems({ messages, untranslated }, read = readCatalogue, files = catalogueFiles()) {
  const found = untranslated.map((place) => `text outside the catalogues: ${place}`);
  const expected = expectedCatalogues(messages);
  for (const [domain, keys] of expected) {
    for (const locale of LOCALES) {
      const catalogue = read(locale, domain);
      for (const key of keys) {
        const value = catalogue[key];
        if (typeof value !== "string" || value === "") {
          found.push(`missing in ${locale}/${domain}.json: ${JSON.stringify(key)}`);
          continue;
        }
        if (locale === "en" && value !== englishOf(key))
          found.push(`en/${domain}.json must repeat the message: ${JSON.stringify(key)}`);
        let want, got;
        try {
          want = argumentsOf(englishOf(key)).join(",");
          got = argumentsOf(value).join(",");
        } catch (error) {
          found.push(`not ICU MessageFormat in ${locale}/${domain}.json: ${JSON.stringify(value)} (${error.message})`);
          continue;
        }
        if (want !== got)
          found.push(
            `placeholders differ in ${locale}/${domain}.json: ${JSON.stringify(value)} has {${got}}, English {${want}}`,
          );
      }
      for (const key of Object.keys(catalogue))
        if (!keys.includes(key)) found.push(`no longer used, in ${locale}/${domain}.json: ${JSON.stringify(key)}`);
    }
  }
  // A screen merges the catalogues it loads into one lookup: a message in two domains must say the
  // same in both, or which one shows depends on what loaded last.
  for (const locale of LOCALES) {
    const said = new Map();
    for (const [domain, keys] of expected) {
      const catalogue = read(locale, domain);
      for (const key of keys) {
        const value = catalogue[key];
        if (typeof value !== "string" || value === "") continue;
        const before = said.get(key);
        if (!before) said.set(key, { value, domain });
        else if (before.value !== value)
          found.push(
            `said two ways in ${locale}: ${JSON.stringify(key)} is ${JSON.stringify(before.value)} in ${before.domain}.json, ${JSON.stringify(value)} in ${domain}.json (the same words, or t(message, values, context) for another sense)`,
          );
      }
    }
  }
  for (const [locale, domain] of files) {
    if (!LOCALES.includes(locale))
      found.push(`a catalogue for a language Kindred does not offer: ${locale}/${domain}.json`);
    else if (!expected.has(domain)) found.push(`a catalogue no code uses: ${locale}/${domain}.json`);
  }
  return found;
}

/**
 * Each screen's catalogues, as router.tsx names them beside its chunk, must include the domain of
 * every feature its route module imports: a feature's texts are in its own domain, and a screen that
 * does not load it shows them in English.
 */
export function routeDomainProblems(read = (file) => readFileSync(path.join(ROOT, file), "utf8")) {
  const router = read("apps/web/src/app/router.tsx");
  const found = [];
  const pattern = /import\("\.\/routes\/([\w-]+)"\)\.then\(\(\w+\) => [\w.]+\)(?:\s*,\s*\[([^\]]*)\])?/g;
  for (const [, name, list = ""] of router.matchAll(pattern)) {
    const domains = new Set([...list.matchAll(/"([\w-]+)"/g)].map((match) => match[1]));
    const route = read(`apps/web/src/app/routes/${name}.tsx`);
    for (const [, feature] of route.matchAll(/from "@\/features\/([\w-]+)\//g))
      if (!domains.has(feature))
        found.push(`router.tsx: the ${name} screen shows ${feature}'s texts but does not load "${feature}"`);
  }
  return found;
}
