// The catalogues as the journeys read them: a message in English or another language, as a screen
// shows it (the server's translator reads the same files).
import { translate } from "../../apps/server/src/i18n/translator";

/** A message in English, its `{placeholders}` filled (and the limits its definition binds). */
export const english = (message: string, values?: Record<string, unknown>) => translate("en", message, values);

/** A message in `locale`. */
export const inLocale = (locale: string, message: string, values?: Record<string, unknown>) =>
  translate(locale, message, values);
