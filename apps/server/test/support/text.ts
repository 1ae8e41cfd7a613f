import { translate } from "../../src/i18n/translator";

/** A message as the server writes it in English: its `{placeholders}` filled, bound limits too. */
export const english = (message: string, values?: Record<string, unknown>) => translate("en", message, values);

/** A message as the server writes it in `locale`. */
export const inLocale = (locale: string, message: string, values?: Record<string, unknown>) =>
  translate(locale, message, values);
