import type { MatchStyle, OwnProfile, ProfileUpdateInput } from "@kindred/contracts";
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD, appOrigin, proofHeader, test, uniqueEmail } from "./fixtures";

const baseURL = () => test.info().project.use.baseURL!;

/** A complete, valid profile body for `PUT /api/profile` (everything but photos). */
export const ADA_PROFILE = {
  firstName: "Ada",
  lastName: "Lovelace",
  age: 34,
  gender: "female",
  interestedIn: "men",
  relationshipType: ["Long-term Relationship"],
  lookingFor: ["Marriage"],
  location: { country: "United States", state: "Texas", city: "Austin" },
  bio: "Mathematician, first programmer, and fond of long walks that end in long conversations.",
  ethnicity: "white/caucasian",
  height: 165,
  weight: 58,
  relationshipStatus: "single",
  hasChildren: false,
  mbtiType: "INTJ",
  religion: "agnosticism",
  languages: ["English"],
  interests: ["Reading"],
  communicationStyle: null,
  loveLanguage: null,
  education: null,
  occupation: "",
  dealBreakers: [],
} satisfies ProfileUpdateInput;

/**
 * Cookie-authenticated writes must come from the app's own origin (better-auth's CSRF check), so
 * every write below sends the Origin header a browser would.
 */
async function put(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.put(path, { data, headers: { origin: appOrigin() } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { profile: OwnProfile }).profile;
}

/** Saves a profile for the member the page is signed in as. */
export const saveProfileViaApi = (page: Page, overrides: Partial<ProfileUpdateInput> = {}) =>
  put(page.request, "/api/profile", { ...ADA_PROFILE, ...overrides });

/** Saves a match style the way the quiz does (answers optional; the server checks they agree). */
export const saveMatchStyleViaApi = (page: Page, matchStyle: MatchStyle, answers?: MatchStyle[]) =>
  put(page.request, "/api/profile/match-style", { matchStyle, ...(answers ? { answers } : {}) });

/** The profile of the member the page is signed in as. */
export async function getOwnProfileViaApi(page: Page) {
  const response = await page.request.get("/api/profile");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { profile: OwnProfile | null }).profile;
}

/**
 * Another member, signed up and given a profile through their own API session, so the browser's
 * session is left alone. Returns their saved profile.
 */
export async function createOtherMember(profile: Partial<ProfileUpdateInput>, matchStyle?: MatchStyle) {
  const request = await playwrightRequest.newContext({ baseURL: baseURL() });
  try {
    const signUp = await request.post("/api/auth/sign-up/email", {
      data: { email: uniqueEmail("other"), password: PASSWORD },
      headers: await proofHeader("sign-up"),
    });
    expect(signUp.status()).toBe(200);
    const saved = await put(request, "/api/profile", { ...ADA_PROFILE, ...profile });
    return matchStyle ? await put(request, "/api/profile/match-style", { matchStyle }) : saved;
  } finally {
    await request.dispose();
  }
}
