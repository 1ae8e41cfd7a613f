import { SETTINGS_TABS, type SettingsTabId } from "@kindred/contracts";

export const DEFAULT_SETTINGS_TAB: SettingsTabId = SETTINGS_TABS[0].id;

/** The tab a `?tab=` value names; anything else (missing, mistyped, unknown) opens the first. */
export function settingsTabFrom(value: string | null): SettingsTabId {
  return SETTINGS_TABS.find((tab) => tab.id === value?.toLowerCase())?.id ?? DEFAULT_SETTINGS_TAB;
}
