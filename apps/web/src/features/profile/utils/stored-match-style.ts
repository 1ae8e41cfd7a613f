import { MatchStyleSchema, type MatchStyle } from "@kindred/contracts";

/** Spec 000 section 3: the quiz keeps its result in the browser under this key. */
export const MATCH_STYLE_STORAGE_KEY = "matchStyle";

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
