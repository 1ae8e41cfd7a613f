import { useSyncExternalStore } from "react";
import { activeLocale, onLocaleChange } from "./i18n";

/** The language in use; a component using it re-renders when the language changes. */
export const useLocale = () => useSyncExternalStore(onLocaleChange, activeLocale, activeLocale);
