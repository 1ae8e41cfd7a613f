import { MatchStyleSchema, type MatchStyle } from "@kindred/contracts";

/** Spec 000 section 3: the browser keeps the quiz result under this key (the profile page reads it). */
export const MATCH_STYLE_STORAGE_KEY = "matchStyle";

/** Best effort: storage can be full or blocked (private windows), and the server copy is what counts. */
export function storeMatchStyle(style: MatchStyle) {
  try {
    window.localStorage.setItem(MATCH_STYLE_STORAGE_KEY, style);
  } catch {
    // Nothing to do: the saved profile carries the style.
  }
}

/** The quiz result kept in this browser, if it is one of the four styles. */
export function readStoredMatchStyle(): MatchStyle | null {
  try {
    const raw = window.localStorage.getItem(MATCH_STYLE_STORAGE_KEY);
    if (!raw) return null;
    // Tolerate a JSON-encoded string as well as the bare value.
    const value = raw.startsWith('"') ? (JSON.parse(raw) as unknown) : raw;
    const parsed = MatchStyleSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as if nothing was stored.
    return null;
  }
}
