import { isLocale, LOCALE_COOKIE, matchLocale, type Locale } from "@kindred/contracts";

/** This device's choice of language: set by Settings and by a member's sign-in, kept across visits. */
const KEY = "kindred.locale";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The choice also goes in a cookie, so the server's pre-rendered page comes in that language and the
 * app hydrates it rather than drawing it again (http/spa.ts).
 */
function keepCookie(locale: Locale) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The language to start in: this device's last choice, else the browser's own (English when none matches). */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(KEY);
    if (isLocale(stored)) {
      // A choice kept before the cookie was, or a cookie the browser dropped: the next page comes in it.
      if (!document.cookie.includes(`${LOCALE_COOKIE}=${stored}`)) keepCookie(stored);
      return stored;
    }
  } catch {
    // Storage refused (a private mode): the browser's languages decide.
  }
  return matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function rememberLocale(locale: Locale) {
  keepCookie(locale);
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Not kept on this device; the member's account still carries it.
  }
}
