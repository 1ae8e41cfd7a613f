import { AdminReportsSchema, type AdminReport, type Photo, type ReportCategory } from "@kindred/contracts";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD, appOrigin, latestMail, proofHeader } from "./fixtures";
import type { TestFile } from "./images";

/**
 * The safety journeys' own towns (real gazetteer cities, at least 440 km from each other and from
 * every other journey's town), one per project and attempt, so a deck holds only that journey's
 * members. See `isolatedTown` in discovery-helpers.ts for the idea.
 */
const TOWNS = {
  report: [
    { country: "Norway", city: "Tromsø" },
    { country: "Chile", city: "Punta Arenas" },
    { country: "Australia", city: "Alice Springs" },
    { country: "Brazil", city: "Mossoró" },
  ],
  block: [
    { country: "Finland", city: "Rovaniemi" },
    { country: "Australia", city: "Broome" },
    { country: "Brazil", city: "Rio Grande" },
    { country: "New Zealand", city: "Invercargill" },
  ],
} as const;

export function safetyTown(key: keyof typeof TOWNS) {
  const info = test.info();
  return TOWNS[key][(info.retry % 2) * 2 + (info.project.name === "desktop" ? 1 : 0)]!;
}

/**
 * The moderators' addresses: the journeys' web server lists them in ADMIN_EMAILS (playwright.config.ts),
 * one per project and attempt, so parallel journeys never sign up the same account.
 */
export const moderatorEmail = () => {
  const info = test.info();
  return `moderator-${info.project.name}-${info.retry % 2}@kindred.test`;
};

const baseURL = () => test.info().project.use.baseURL!;

/**
 * A moderator's own API session. The role comes from ADMIN_EMAILS once the address is proved, as in
 * production: sign up, open the mailed link, and the account is an admin. A retry signs in instead.
 */
export async function becomeModerator(): Promise<APIRequestContext> {
  const email = moderatorEmail();
  const request = await playwrightRequest.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: appOrigin() } });
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD },
    headers: await proofHeader("sign-up"),
  });
  if (signUp.status() === 200) {
    const mail = await latestMail(request, email);
    expect(mail.link, "the verification link").toContain("/api/auth/verify-email");
    // Following the link verifies the address; the server then grants the role.
    const verified = await request.get(mail.link);
    expect(verified.status(), await verified.text()).toBeLessThan(400);
    const me = (await (await request.get("/api/me")).json()) as { role: string; emailVerified: boolean };
    expect(me).toMatchObject({ role: "admin", emailVerified: true });
    return request;
  }
  // The account exists: another journey of this project may have signed it up a moment ago and not yet
  // followed its link, so sign in until the account shows as a verified admin.
  await expect
    .poll(
      async () => {
        const signIn = await request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD } });
        if (signIn.status() !== 200) return `sign-in ${signIn.status()}`;
        const me = (await (await request.get("/api/me")).json()) as { role: string; emailVerified: boolean };
        return `${me.role}, verified ${me.emailVerified}`;
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe("admin, verified true");
  return request;
}

/** The pending moderation queue as an admin reads it (`GET /api/admin/reports`), every page. */
export async function moderationQueue(moderator: APIRequestContext): Promise<AdminReport[]> {
  const reports: AdminReport[] = [];
  for (let page = 1; ; page++) {
    const response = await moderator.get(`/api/admin/reports?status=pending&page=${page}`);
    expect(response.status(), await response.text()).toBe(200);
    const body = AdminReportsSchema.parse(await response.json());
    reports.push(...body.reports);
    if (!body.hasMore) return reports;
  }
}

/** Uploads a profile photo for the member this request is signed in as; answers the stored photo. */
export async function uploadPhotoViaApi(request: APIRequestContext, file: TestFile): Promise<Photo> {
  const response = await request.post("/api/photos", {
    multipart: { file: { name: file.name, mimeType: file.mimeType, buffer: file.buffer } },
    headers: { origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Photo;
}

/** Whether this member's search for a word finds someone (API: what the grid would show). */
export async function searchFindsViaApi(request: APIRequestContext, word: string, memberId: string) {
  const response = await request.get(`/api/search?q=${encodeURIComponent(word)}`);
  expect(response.status(), await response.text()).toBe(200);
  const { results } = (await response.json()) as { results: { profile: { id: string } }[] };
  return results.some((result) => result.profile.id === memberId);
}

/** Whether this member's deck deals someone. */
export async function deckHasViaApi(request: APIRequestContext, memberId: string) {
  const response = await request.get("/api/discovery/deck");
  expect(response.status(), await response.text()).toBe(200);
  const { cards } = (await response.json()) as { cards: { profile: { id: string } }[] };
  return cards.some((card) => card.profile.id === memberId);
}

/** The ids of the members this member has a conversation with. */
export async function conversationPartnersViaApi(request: APIRequestContext) {
  const response = await request.get("/api/conversations");
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { conversations: { other: { id: string } }[] };
  return body.conversations.map((conversation) => conversation.other.id);
}

/** Fills the report dialog and sends it. */
export async function fileReport(page: Page, dialogName: string, category: ReportCategory, reason: string) {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.getByRole("combobox", { name: "What happened?" }).selectOption(category);
  await dialog.getByRole("textbox", { name: "Reason" }).fill(reason);
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  await expect(dialog).toBeHidden();
}

/** Screenshots for a human to look at, only when asked for (SHOTS=1), into /tmp/shots-safety/. */
export async function safetyShot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const project = page.viewportSize()?.width === 390 ? "phone" : "desktop";
  await page.screenshot({ path: `/tmp/shots-safety/${project}-${name}.png` });
}
