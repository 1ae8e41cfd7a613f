/**
 * Stands for an element inside a sentence (a `<time>`): the sentence stays one message for the
 * translators, `t("Liked you on {date}", { date: MARK })`, and the element goes where the mark is.
 * Word joiners: no language's words contain two of them.
 */
export const MARK = "\u2060\u2060";

/** The words before the element and after it. */
export function splitAround(text: string): [before: string, after: string] {
  const at = text.indexOf(MARK);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + MARK.length)];
}
