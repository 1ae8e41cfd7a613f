import { isLocale, matchLocale, type Locale } from "@kindred/contracts";

/** This device's choice of language: set by Settings and by a member's sign-in, kept across visits. */
const KEY = "kindred.locale";

/** The language to start in: this device's last choice, else the browser's own (English when none matches). */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage refused (a private mode): the browser's languages decide.
  }
  return matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Not kept on this device; the member's account still carries it.
  }
}
