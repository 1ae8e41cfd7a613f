import { startLanguage } from "./i18n";

// The web unit tests (vitest.config.ts) start as the app does: in English, with the shell's catalogue,
// whose messages with placeholders (a distance, a count) are not the English key alone.
await startLanguage("en");
