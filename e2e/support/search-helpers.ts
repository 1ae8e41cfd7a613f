import type { LikeResult, MatchStyle, OwnProfile, ProfileUpdateInput } from "@kindred/contracts";
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD, appOrigin, proofHeader, test, uniqueEmail } from "./fixtures";
import { ADA_PROFILE } from "./profile-helpers";

const baseURL = () => test.info().project.use.baseURL!;

/**
 * A word nobody else's bio has: journeys run in parallel on one server, so each search looks for
 * its own word and sees only the members it made.
 */
export const uniqueWord = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Texas cities the server's gazetteer knows: Round Rock is about 28 km from Austin, Houston about 235. */
export const texas = (city: string) => ({ country: "United States", state: "Texas", city });

/** Another member with their own API session, kept open so the test can act as them (like, read likes). */
export type Member = {
  profile: OwnProfile;
  request: APIRequestContext;
  like: (targetId: string) => Promise<LikeResult>;
  receivedLikeIds: () => Promise<string[]>;
};

export async function createMember(profile: Partial<ProfileUpdateInput>, matchStyle?: MatchStyle): Promise<Member> {
  const request = await playwrightRequest.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: appOrigin() } });
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("search"), password: PASSWORD },
    headers: await proofHeader("sign-up"),
  });
  expect(signUp.status()).toBe(200);
  const saved = await request.put("/api/profile", { data: { ...ADA_PROFILE, ...profile } });
  expect(saved.status(), await saved.text()).toBe(200);
  let own = ((await saved.json()) as { profile: OwnProfile }).profile;
  if (matchStyle) {
    const styled = await request.put("/api/profile/match-style", { data: { matchStyle } });
    expect(styled.status()).toBe(200);
    own = ((await styled.json()) as { profile: OwnProfile }).profile;
  }
  return {
    profile: own,
    request,
    like: async (targetId) => {
      const response = await request.post("/api/likes", { data: { targetId } });
      expect([200, 201]).toContain(response.status());
      return (await response.json()) as LikeResult;
    },
    receivedLikeIds: async () => {
      const response = await request.get("/api/likes/received");
      expect(response.status()).toBe(200);
      const { likes } = (await response.json()) as { likes: { profile: { id: string } }[] };
      return likes.map((like) => like.profile.id);
    },
  };
}

/** The id of the member the page is signed in as. */
export async function myIdViaApi(page: Page) {
  const response = await page.request.get("/api/me");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** One result card, found by the link to that member's profile. */
export const searchCard = (page: Page, memberId: string) =>
  page.getByRole("article").filter({ has: page.locator(`a[href="/match/${memberId}"]`) });

/** The search box, as a member finds it. */
export const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search" });

/** Types into the search box and waits for the debounced search to reach the address bar. */
export async function searchFor(page: Page, text: string) {
  await searchBox(page).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

/** Waits until no results are loading, before reading or checking accessibility. */
export const resultsSettled = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll("[aria-busy='true']").length === 0);
