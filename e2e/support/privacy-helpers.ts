import { SETTINGS_SWITCH_TEXT, type MemberSettingKey, type MemberSettings } from "@kindred/contracts";
import { expect, test, type Page } from "@playwright/test";

/**
 * The privacy journeys' own towns (see `isolatedTown` in discovery-helpers.ts for the idea): one per
 * project and attempt, each over 500 km from every other journey's town and from each other.
 */
const TOWNS = {
  hide: [
    { country: "Portugal", city: "Ponta Delgada" },
    { country: "Indonesia", city: "Jayapura" },
    { country: "China", city: "Kashgar" },
    { country: "Canada", city: "Whitehorse" },
  ],
  location: [
    { country: "Japan", city: "Naha" },
    { country: "India", city: "Port Blair" },
    { country: "Colombia", city: "Leticia" },
    { country: "United States", state: "Alaska", city: "Nome" },
  ],
} as const;

export function privacyTown(key: keyof typeof TOWNS) {
  const info = test.info();
  return TOWNS[key][(info.retry % 2) * 2 + (info.project.name === "desktop" ? 1 : 0)]!;
}

/** A switch on the Notifications or Privacy tab, found by its label. */
export const settingSwitch = (page: Page, key: MemberSettingKey) =>
  page.getByRole("switch", { name: SETTINGS_SWITCH_TEXT[key].label, exact: true });

/**
 * Flips a switch as a member does and waits until the server has stored it (the switch itself
 * flips at once, before the save).
 */
export async function flipSetting(page: Page, key: MemberSettingKey, on: boolean) {
  const control = settingSwitch(page, key);
  // The tab may still be loading (a first screen on a loaded machine).
  await expect(control).toBeChecked({ checked: !on, timeout: 20_000 });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/api/settings") && response.request().method() === "PATCH",
  );
  await control.click();
  await expect(control).toBeChecked({ checked: on });
  expect((await saved).status()).toBe(200);
}

/** The switches as stored for the member the page is signed in as. */
export async function settingsViaApi(page: Page): Promise<MemberSettings> {
  const response = await page.request.get("/api/settings");
  expect(response.status()).toBe(200);
  return (await response.json()) as MemberSettings;
}

/** Screenshots for a human to look at, only when asked for (SHOTS=1). */
export async function privacyShot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/shots-privacy/${name}-${width}.png`, fullPage: true });
}
