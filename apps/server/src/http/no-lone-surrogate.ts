import { AppError } from "../errors";

/**
 * A lone UTF-16 surrogate (U+D800 to U+DFFF without its partner) is not a character: PostgreSQL
 * refuses it (jsonb, and UTF-8 text), so one that reached a query failed there as a 500. Refused at
 * the edge as a 400, like U+0000 (no-nul.ts): every JSON body and every URL. A valid pair (an emoji)
 * is one character and passes.
 */
// Not a msg(): Lingui decodes `\uD800`-style escapes in whatever it formats, so a catalogue's copy
// could not keep these words; it stays English, as the translator answers a text no catalogue has.
export const LONE_SURROGATE_MESSAGE =
  "Text can't contain an unpaired surrogate (a \\uD800 to \\uDFFF code on its own): it is not a character. Please remove it and try again.";

const refuse = () => new AppError("BAD_REQUEST", LONE_SURROGATE_MESSAGE);

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units: no `u` flag). */
const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function holdsLoneSurrogate(value: unknown): boolean {
  if (typeof value === "string") return LONE.test(value);
  if (Array.isArray(value)) return value.some(holdsLoneSurrogate);
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, item]) => LONE.test(key) || holdsLoneSurrogate(item));
  return false;
}

/**
 * Decoded UTF-8 never holds a lone surrogate (bad bytes become U+FFFD): in a JSON text one arrives only
 * through a `\uD800`-`\uDFFF` escape, so the parsed value is walked only when the text has one.
 */
export function assertJsonTextHasNoLoneSurrogate(text: string, parsed: unknown): void {
  if (/\\u[dD][89a-fA-F]/.test(text) && holdsLoneSurrogate(parsed)) throw refuse();
}

/**
 * In a URL a surrogate arrives only as its three UTF-8-like bytes, percent-encoded (ED A0..BF 80..BF),
 * which are not UTF-8: the router would keep them as the literal "%ED%A0%80". Refused all the same, so
 * a path or query never carries what a body may not.
 */
const ENCODED_SURROGATE = /%ED%[AB][0-9A-F]%[89AB][0-9A-F]/i;

export function assertUrlHasNoLoneSurrogate(url: string): void {
  if (ENCODED_SURROGATE.test(url)) throw refuse();
}
