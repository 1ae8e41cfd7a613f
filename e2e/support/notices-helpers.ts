import {
  AdminAppealsSchema,
  NOTICE_TEXT,
  type AdminAppeal,
  type GuidelineId,
  type NoticeKind,
  type SuspensionDays,
} from "@kindred/contracts";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/*
 * The notices journeys act as moderators through the admin API (support/safety-helpers.ts'
 * `becomeModerator`) and look at what the member they acted on sees.
 */

async function adminPost(moderator: APIRequestContext, path: string, data: unknown) {
  const response = await moderator.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as unknown;
}

/** The signed-in member's id, as the admin API names them. */
export async function memberIdViaApi(page: Page): Promise<string> {
  const response = await page.request.get("/api/me");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

export const warnViaApi = (moderator: APIRequestContext, userId: string, message: string, rule: GuidelineId) =>
  adminPost(moderator, `/api/admin/members/${userId}/warn`, { message, rule });

export const suspendViaApi = (
  moderator: APIRequestContext,
  userId: string,
  input: { days: SuspensionDays; reason: string; rule: GuidelineId },
) => adminPost(moderator, `/api/admin/members/${userId}/suspend`, input);

/** The member's pending appeal in the moderators' queue (`GET /api/admin/appeals`), every page read. */
export async function pendingAppealOf(moderator: APIRequestContext, userId: string): Promise<AdminAppeal> {
  for (let page = 1; ; page++) {
    const response = await moderator.get(`/api/admin/appeals?status=pending&page=${page}`);
    expect(response.status(), await response.text()).toBe(200);
    const body = AdminAppealsSchema.parse(await response.json());
    const theirs = body.appeals.find((appeal) => appeal.userId === userId);
    if (theirs) return theirs;
    if (!body.hasMore) throw new Error(`no pending appeal from ${userId}`);
  }
}

export const decideAppealViaApi = (
  moderator: APIRequestContext,
  appealId: string,
  outcome: "upheld" | "overturned",
  note: string,
) => adminPost(moderator, `/api/admin/appeals/${appealId}/decision`, { outcome, note });

/** The notice dialog of a statement of this kind (named by its title). */
export const noticeDialog = (page: Page, kind: NoticeKind) =>
  page.getByRole("dialog", { name: NOTICE_TEXT.titles[kind] });

/** Signs in on /login the way a member does. */
export async function signInOnLoginPage(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/**
 * Screenshots for a human to look at, only when asked for (SHOTS=1), into /tmp/shots-notices/: at the
 * phone's size and again at 1280x800, since these journeys only run on the phone.
 */
export async function noticesShot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const phone = page.viewportSize()!;
  await page.screenshot({ path: `/tmp/shots-notices/phone-${name}.png`, scale: "css" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `/tmp/shots-notices/desktop-${name}.png`, scale: "css" });
  await page.setViewportSize(phone);
}
