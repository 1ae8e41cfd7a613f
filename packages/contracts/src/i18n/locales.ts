/**
 * Issue 32: the languages Kindred speaks. English is the spec's own words and the fallback; each other
 * language has a catalogue per domain in `packages/contracts/locales/<locale>/` (scripts/i18n says
 * which domain a message belongs to, and CI fails on one missing in any language).
 */
export const LOCALES = ["en", "es", "fr", "de", "pt-BR"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/**
 * The cookie in which a device keeps its choice of language beside its stored one, so the server
 * sends a pre-rendered page in it (a year, like the choice itself).
 */
export const LOCALE_COOKIE = "kindred_locale";

/** Each language in its own words, as a language picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  "pt-BR": "Português (Brasil)",
};

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The first supported language among a browser's preferences (`navigator.languages`, or an
 * Accept-Language header's tags in order), matching the language alone when the region differs
 * (`de-AT` is German, `pt-PT` is the Portuguese we have); undefined when none matches.
 */
export function findLocale(preferences: readonly string[]): Locale | undefined {
  for (const tag of preferences) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.trim().toLowerCase());
    if (exact) return exact;
    const language = tag.trim().toLowerCase().split("-")[0];
    const byLanguage = LOCALES.find((locale) => locale.toLowerCase().split("-")[0] === language);
    if (byLanguage) return byLanguage;
  }
  return undefined;
}

/** `findLocale`, English when none matches or none is given. */
export const matchLocale = (preferences: readonly string[]): Locale => findLocale(preferences) ?? DEFAULT_LOCALE;

/** An Accept-Language header's tags, most preferred first (weights honoured, `q=0` dropped). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag && tag !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
