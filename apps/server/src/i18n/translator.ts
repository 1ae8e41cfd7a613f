import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { acceptedLanguages, DEFAULT_LOCALE, findLocale, isLocale, valuesFor, type Locale } from "@kindred/contracts";

/*
 * Issue 32: the server's words (errors, mails, pushes) in the member's language. A message's key is
 * its English text, as in the web app; the catalogues are packages/contracts/locales/<locale>/*.json,
 * every domain at once, compiled once at start.
 */

/** Beside the bundle in a build (scripts/build.mjs copies them), in the contracts package from source. */
function catalogueDir(): string {
  const besideBundle = fileURLToPath(new URL("./locales/", import.meta.url));
  return existsSync(besideBundle)
    ? besideBundle
    : fileURLToPath(new URL("../../../../packages/contracts/locales/", import.meta.url));
}

function compiledCatalogue(dir: string, locale: Locale): Messages {
  const folder = `${dir}${locale}`;
  const messages: Messages = {};
  if (!existsSync(folder)) return messages;
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
    const catalogue = JSON.parse(readFileSync(`${folder}/${file}`, "utf8")) as Record<string, string>;
    // An empty translation (one on its way: the check fails on it) leaves the English.
    for (const [message, translation] of Object.entries(catalogue))
      if (translation) messages[message] = compileMessage(translation);
  }
  return messages;
}

const translators = new Map<Locale, I18n>();
function translator(locale: Locale): I18n {
  let i18n = translators.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: compiledCatalogue(catalogueDir(), locale) } });
    // A message no catalogue has (English text not yet a message) is compiled as it is asked for.
    i18n.setMessagesCompiler(compileMessage);
    translators.set(locale, i18n);
  }
  return i18n;
}

/**
 * `message` in `locale` (English for an unknown code), its `{placeholders}` filled from `values`. A
 * text no catalogue has (a library's words, not one of ours) is answered as it is.
 */
export function translate(locale: string, message: string, values?: Record<string, unknown>): string {
  const i18n = translator(isLocale(locale) ? locale : DEFAULT_LOCALE);
  const all = valuesFor(message, values);
  if (!(message in i18n.messages) && !all) return message;
  return i18n._(message, all);
}

/** A translator for one language, as a mail or a push is written in its member's. */
export const translatorFor =
  (locale: string) =>
  (message: string, values?: Record<string, unknown>): string =>
    translate(locale, message, values);

/** The language a request asks for (its Accept-Language), else the member's own, else English. */
export function requestLocale(acceptLanguage: string | undefined, memberLocale?: string): Locale {
  return findLocale(acceptedLanguages(acceptLanguage)) ?? (isLocale(memberLocale) ? memberLocale : DEFAULT_LOCALE);
}
