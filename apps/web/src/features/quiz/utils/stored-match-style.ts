import type { MatchStyle } from "@kindred/contracts";

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
