import type { ReviewInput } from "@kindred/contracts";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { appOrigin } from "./fixtures";
import { sendViaApi } from "./messages-helpers";

/**
 * Towns of the reviews journeys' own (see discovery-helpers: a deck holds only its journey's members):
 * one per project and attempt, at least 400 km from every other journey's town and from each other.
 */
const TOWNS = {
  form: [
    { country: "Canada", city: "Airdrie" },
    { country: "India", city: "Keelakarai" },
    { country: "Mexico", city: "Yecapixtla" },
    { country: "Japan", city: "Yuza" },
  ],
  badges: [
    { country: "Germany", city: "Zulpich" },
    { country: "France", city: "Voiron" },
    { country: "Italy", city: "Vittoria" },
    { country: "Spain", city: "Zubia" },
  ],
} as const;

export function reviewsTown(key: keyof typeof TOWNS) {
  const info = test.info();
  return TOWNS[key][(info.retry % 2) * 2 + (info.project.name === "desktop" ? 1 : 0)]!;
}

type Side = { request: APIRequestContext; id: string };

/** The ten messages (either way) that make two matched members eligible to review each other. */
export async function exchangeMessages(first: Side, second: Side, matchId: string, count = 10) {
  for (let index = 0; index < count; index++) {
    const from = index % 2 === 0 ? first : second;
    await sendViaApi(from.request, matchId, `Message ${index + 1}: how was your week?`);
  }
}

export async function reviewViaApi(request: APIRequestContext, profileId: string, input: ReviewInput) {
  const response = await request.post(`/api/reviews/${profileId}`, { data: input, headers: { origin: appOrigin() } });
  expect(response.status(), await response.text()).toBe(201);
}

/** Screenshots for a human to look at, only when asked for (SHOTS=1). */
export async function shot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const project = page.viewportSize()?.width === 390 ? "phone" : "desktop";
  await page.screenshot({ path: `/tmp/shots-reviews/${project}-${name}.png`, fullPage: true });
}
