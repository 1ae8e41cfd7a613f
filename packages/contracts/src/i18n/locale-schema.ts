import { z } from "zod";
import { LOCALES } from "./locales";
import { msg } from "./msg";

// Apart from locales.ts, so the web app's shell can know the languages without loading zod.
export const LocaleSchema = z.enum(LOCALES, { error: msg("Choose one of the languages Kindred speaks.") });

/** `PUT /api/settings/language`: the member's language; any code but the five is refused. */
export const LanguageChangeSchema = z.object({ locale: LocaleSchema }).strict();
export type LanguageChange = z.infer<typeof LanguageChangeSchema>;
