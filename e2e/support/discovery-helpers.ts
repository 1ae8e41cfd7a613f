import type { DiscoveryPreferences, ProfileUpdateInput } from "@kindred/contracts";
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { appOrigin, signUpViaApi } from "./fixtures";
import { ADA_PROFILE, saveProfileViaApi } from "./profile-helpers";

type Town = { country: string; city: string };

/**
 * Journeys run in parallel on one server, and every member they create is in everyone's discovery
 * pool. Each deck journey therefore puts its members in a town of its own (real gazetteer cities,
 * each at least 250 km from the others) and narrows their radius to 10 km, so a deck holds only that
 * journey's members. A journey gets four towns: one per project (phone, desktop) and per attempt (a
 * retry must not meet the members its failed attempt left behind).
 */
const TOWNS = {
  match: ["Wanda", "Yanchep", "Vitorino Freire", "Yumbel"],
  skip: ["Wanganui", "Udomlya", "Zeerust", "Villa Ocampo"],
  interest: ["Viseu", "Vennesla", "Zastron", "Villaguay"],
  dragLeft: ["Steinkjer", "Timaru", "Sasovo", "Ystad"],
  modal: ["Villa Gesell", "Vallenar", "Varkaus", "Visby"],
  // The German journey's (languages.spec.ts).
  deutsch: ["Kerikeri", "Kiruna", "Ushuaia", "Tennant Creek"],
} as const;

const COUNTRY: Record<string, string> = {
  Wanda: "Argentina",
  Yanchep: "Australia",
  "Vitorino Freire": "Brazil",
  Yumbel: "Chile",
  Wanganui: "New Zealand",
  Udomlya: "Russia",
  Zeerust: "South Africa",
  "Villa Ocampo": "Argentina",
  Viseu: "Brazil",
  Vennesla: "Norway",
  Zastron: "South Africa",
  Villaguay: "Argentina",
  Steinkjer: "Norway",
  Timaru: "New Zealand",
  Sasovo: "Russia",
  Ystad: "Sweden",
  "Villa Gesell": "Argentina",
  Vallenar: "Chile",
  Varkaus: "Finland",
  Visby: "Sweden",
  Kerikeri: "New Zealand",
  Kiruna: "Sweden",
  Ushuaia: "Argentina",
  "Tennant Creek": "Australia",
};

/** For the filter journey: a home town with one neighbour 30-50 km away and nobody else within 100 km. */
const TOWN_PAIRS = [
  { country: "Argentina", home: "Caleta Olivia", neighbour: "Pico Truncado" },
  { country: "Australia", home: "Leeton", neighbour: "Griffith" },
  { country: "Australia", home: "Devonport", neighbour: "Burnie" },
  { country: "Brazil", home: "Urucurituba", neighbour: "Itacoatiara" },
] as const;

const slot = () => {
  const info = test.info();
  return (info.retry % 2) * 2 + (info.project.name === "desktop" ? 1 : 0);
};

export type TownKey = keyof typeof TOWNS;

/** This journey's own town, for this project and attempt. */
export function isolatedTown(key: TownKey): Town {
  const city = TOWNS[key][slot()]!;
  return { country: COUNTRY[city]!, city };
}

/** This journey's home town and its near neighbour (for the distance filter). */
export function isolatedTownPair() {
  const pair = TOWN_PAIRS[slot()]!;
  return {
    home: { country: pair.country, city: pair.home },
    neighbour: { country: pair.country, city: pair.neighbour },
  };
}

/** Discovery radius that keeps a deck inside one town. */
export const TOWN_RADIUS_KM = 10;

export const womanSeekingMen = (overrides: Partial<ProfileUpdateInput> = {}): Partial<ProfileUpdateInput> => ({
  ...ADA_PROFILE,
  gender: "female",
  interestedIn: "men",
  ...overrides,
});

export const manSeekingWomen = (overrides: Partial<ProfileUpdateInput> = {}): Partial<ProfileUpdateInput> => ({
  ...ADA_PROFILE,
  firstName: "Bruno",
  lastName: "Silva",
  age: 36,
  gender: "male",
  interestedIn: "women",
  bio: "Carpenter by day, amateur astronomer by night. I make a mean feijoada and I'm looking for someone to share it with.",
  ...overrides,
});

/** Saves the deck filters for the member the page is signed in as. */
export async function setDiscoveryPreferencesViaApi(page: Page, prefs: DiscoveryPreferences) {
  const response = await page.request.put("/api/discovery/preferences", {
    data: prefs,
    headers: { origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function getDiscoveryPreferencesViaApi(page: Page) {
  const response = await page.request.get("/api/discovery/preferences");
  expect(response.status()).toBe(200);
  return (await response.json()) as DiscoveryPreferences;
}

/** Signs the page up as a new member with this profile, looking only within their own town. */
export async function becomeMember(page: Page, profile: Partial<ProfileUpdateInput>, distanceKm = TOWN_RADIUS_KM) {
  await signUpViaApi(page);
  const saved = await saveProfileViaApi(page, profile);
  await setDiscoveryPreferencesViaApi(page, { minAge: 18, maxAge: 65, distanceKm });
  return saved;
}

export type SecondMember = { context: BrowserContext; page: Page; errors: string[] };

/**
 * A second person in their own browser (own cookies), with the project's device settings. Like the
 * `page` fixture, it records console errors; `closeMember` fails the test if there were any.
 */
export async function openSecondBrowser(browser: Browser): Promise<SecondMember> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

export async function closeMember(member: SecondMember) {
  await member.context.close();
  expect(member.errors, "console errors of the second browser").toEqual([]);
}

/** The deck's top card (the only element with the article role on /match). */
export const topCard = (page: Page) => page.getByRole("region", { name: "Potential matches" }).getByRole("article");

/**
 * Drags a card sideways with real mouse steps (pointer events, as a finger or mouse would), so the
 * gesture code sees a drag, not a click. Positive `dx` is right.
 */
export async function dragCard(page: Page, card: Locator, dx: number) {
  const box = await card.boundingBox();
  if (!box) throw new Error("the card is not on screen");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 4, y + 2, { steps: 4 });
  await page.mouse.move(x + dx, y + 4, { steps: 12 });
  await page.mouse.up();
}

/**
 * For the widening journey: a home town with nobody else within 250 miles but one neighbour 110-140 km
 * away (past the 50-mile step, inside the 100-mile one). Turkish towns, a country no other journey uses,
 * each home at least 450 km from the other slots' towns.
 */
const WIDEN_TOWNS = [
  { home: "Ezine", neighbour: "Malkara" },
  { home: "Korkuteli", neighbour: "Manavgat" },
  { home: "Safranbolu", neighbour: "Tosya" },
  { home: "Kilis", neighbour: "Ceyhan" },
] as const;

export function isolatedWidenTowns() {
  const pair = WIDEN_TOWNS[slot()]!;
  return { home: { country: "Turkey", city: pair.home }, neighbour: { country: "Turkey", city: pair.neighbour } };
}

/** Uploads a photo as the member the page is signed in as. */
export async function uploadPhotoViaApi(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const response = await page.request.post("/api/photos", {
    multipart: { file },
    headers: { origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; width: number; height: number; placeholder: string | null };
}

/**
 * Holds every profile photo file request until `release` is called, so a journey can see the card
 * before its photo arrives. (Routing also turns off the browser cache, so each card asks afresh.)
 */
export async function holdPhotos(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/photos\/[^/]+\/file/, async (route) => {
    await gate;
    await route.continue();
  });
  // A later hold is matched first (Playwright tries the newest route first), so holds can follow each other.
  return { release };
}
