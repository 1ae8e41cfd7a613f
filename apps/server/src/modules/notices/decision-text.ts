import { DEFAULT_LOCALE, formatUtcTime, isLocale } from "@kindred/contracts";
import { translate } from "../../i18n/translator";

/**
 * A notice's decision as its reader reads it. The row keeps the message (its English key) and the fact
 * it names (`until`), not a sentence with the date filled in, so the member's mail, the app and an
 * admin each get it in their own language with the date written their way (migration 0025 turned the
 * sentences stored before into messages; any other stored text reads as it was stored).
 */
export function decisionIn(locale: string, notice: { decision: string; until: Date | null }): string {
  const reader = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const until = notice.until && notice.decision.includes("{until}") ? formatUtcTime(notice.until, reader) : undefined;
  return translate(reader, notice.decision, until ? { until } : undefined);
}
