import { setupI18n } from "@lingui/core";
import { CONTEXT_SEPARATOR, DEFAULT_LOCALE, valuesFor, type Locale } from "@kindred/contracts";
import { loadCatalogue } from "virtual:kindred-catalogues";

/*
 * Issue 32: the web app's one translator (Lingui's runtime, 2 kB). A message's key is its English
 * text, so `t("Sign In")` is the spec's words in English and a lookup in any other language; the
 * catalogues arrive compiled (scripts/catalogues-plugin.ts), one chunk per language and domain.
 */
const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });
// Compiled at build: a string is plain text as it stands, and an untranslated key is its own English.
i18n.setMessagesCompiler((message) => [message]);

/** "<locale>/<domain>" pairs loaded so far; English's shell came with this module. */
const loaded = new Set<string>();
/** The domains the screens so far needed: a change of language loads them again in the new one. */
const needed = new Set<string>(["app"]);
const reported = new Set<string>();
/** The language being started or switched to: a screen loading meanwhile loads its texts in it. */
let target: Locale = DEFAULT_LOCALE;

export const activeLocale = (): Locale => i18n.locale as Locale;

async function load(locale: Locale, domains: Iterable<string>) {
  await Promise.all(
    [...domains].map(async (domain) => {
      const key = `${locale}/${domain}`;
      if (loaded.has(key)) return;
      i18n.load(locale, await loadCatalogue(key));
      loaded.add(key);
    }),
  );
}

/** Loads a screen's catalogues in the language in use (beside the screen's own chunk). */
export function loadDomains(domains: readonly string[]): Promise<void> {
  for (const domain of domains) needed.add(domain);
  return load(target, domains);
}

/**
 * The language to start in, with the shell's catalogue (beside the screen's chunk, before the first
 * render: even English has placeholders in it).
 */
export async function startLanguage(locale: Locale): Promise<void> {
  target = locale;
  await load(locale, ["app"]);
  if (locale !== activeLocale()) {
    i18n.activate(locale);
    if (typeof document !== "undefined") document.documentElement.lang = locale;
  }
}

/** Changes the language: every catalogue the app has needed comes first, then the screens re-render. */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === activeLocale()) return;
  target = locale;
  await load(locale, needed);
  i18n.activate(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/** Calls `listener` after each change of language; answers the unsubscribe. */
export const onLocaleChange = (listener: () => void) => i18n.on("change", listener);

/**
 * A message in the language in use, its `{placeholders}` filled from `values`. A message the loaded
 * catalogues lack shows in English (its placeholders unfilled) and is reported once: a screen that
 * forgot one of its domains.
 */
export function t(message: string, values?: Record<string, unknown>, context?: string): string {
  // The same English in another sense (a photo's "Main", the main menu's) is another message:
  // its key carries the context, as gettext's msgctxt does (CONTEXT_SEPARATOR).
  const key = context ? `${context}${CONTEXT_SEPARATOR}${message}` : message;
  // English needs its catalogue only for placeholders and plurals; another language needs it for all.
  const needsCatalogue = activeLocale() !== DEFAULT_LOCALE || message.includes("{");
  if (needsCatalogue && !(key in i18n.messages) && !reported.has(key)) {
    reported.add(key);
    console.error(`No ${activeLocale()} text loaded for the message "${message}"${context ? ` (${context})` : ""}`);
  }
  return i18n._(key, valuesFor(message, values), { message });
}

/**
 * A text that may be one of our messages or already words to show (a server's answer, which comes in
 * the member's language): translated when it is a message, as it is when not.
 */
export const translateIfMessage = (text: string): string =>
  text in i18n.messages ? i18n._(text, valuesFor(text)) : text;

/** A lazy chunk's loader that also brings the catalogues its texts are in. */
export const withTexts =
  <T>(load: () => Promise<T>, domains: readonly string[]) =>
  (): Promise<T> =>
    Promise.all([load(), loadDomains(domains)]).then(([module]) => module);
