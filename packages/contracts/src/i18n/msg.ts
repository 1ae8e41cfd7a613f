/** Placeholder values a message carries with it (`msg`'s second argument), by message. */
const bound = new Map<string, Readonly<Record<string, unknown>>>();

/**
 * Marks an English message for the catalogues where it is written but not yet shown (a constant, a
 * schema's error): `scripts/i18n` collects every `msg("…")` and `t("…")` literal, and the screen that
 * shows it translates it then with `t(message)`. The English text is the message's key (the spec's
 * words, word for word); placeholders and plurals are ICU MessageFormat (`{name}`,
 * `{count, plural, one {# like} other {# likes}}`).
 *
 * `values` binds placeholders whose value is fixed, a limit from the contracts, so every language
 * and every place that shows the message (a form, the server's error) fills them alike:
 * `msg("At least {min} characters.", { min: PASSWORD_MIN_LENGTH })`.
 */
export function msg<const T extends string>(message: T, values?: Readonly<Record<string, unknown>>): T {
  if (values) bound.set(message, values);
  return message;
}

/** The values `msg` bound to a message, merged under those a caller gives. */
export const valuesFor = (message: string, values?: Readonly<Record<string, unknown>>) => {
  const fixed = bound.get(message);
  return fixed ? { ...fixed, ...values } : values;
};

/** Between a message's context and its English in a catalogue key (gettext's msgctxt separator). */
export const CONTEXT_SEPARATOR = "\u0004";
