import { readdir } from "node:fs/promises";
import path from "node:path";
import { AdminStatsSchema, type AdminStats } from "@kindred/contracts";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { PASSWORD, appOrigin, latestMail, proofHeader } from "./fixtures";
import { moderatorEmail } from "./safety-helpers";

/**
 * The admin journeys' own towns (real gazetteer cities, far from each other and from every other
 * journey's town), one per project and attempt, so a deck holds only that journey's members.
 */
const TOWNS = [
  { country: "Russia", city: "Yakutsk" },
  { country: "Russia", city: "Magadan" },
  { country: "Russia", city: "Norilsk" },
  { country: "Russia", city: "Petropavlovsk-Kamchatsky" },
] as const;

export function adminTown() {
  const info = test.info();
  return TOWNS[(info.retry % 2) * 2 + (info.project.name === "desktop" ? 1 : 0)]!;
}

/**
 * Signs this request context in as the project's moderator (ADMIN_EMAILS, playwright.config.ts),
 * creating and verifying the account the first time. The safety journeys use the same address and
 * may be creating it at this moment: whoever's sign-up wins verifies it, the other signs in and waits
 * for the role to arrive.
 */
export async function signInAsModerator(request: APIRequestContext) {
  const email = moderatorEmail();
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD },
    headers: { origin: appOrigin(), ...(await proofHeader("sign-up")) },
  });
  if (signUp.status() === 200) {
    const mail = await latestMail(request, email);
    const verified = await request.get(mail.link);
    expect(verified.status(), await verified.text()).toBeLessThan(400);
  } else {
    const signIn = await request.post("/api/auth/sign-in/email", {
      data: { email, password: PASSWORD },
      headers: { origin: appOrigin() },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
  }
  await expect
    .poll(async () => ((await (await request.get("/api/me")).json()) as { role?: string }).role, {
      message: "the moderator's admin role",
    })
    .toBe("admin");
}

/** The panel's figures as the API gives them. */
export async function statsViaApi(request: APIRequestContext): Promise<AdminStats> {
  const response = await request.get("/api/admin/stats");
  expect(response.status(), await response.text()).toBe(200);
  return AdminStatsSchema.parse(await response.json());
}

/** A figure card of the Stats tab (a group named by its label), read as a number. */
export async function figureOnScreen(page: Page, label: string) {
  const text = await page.getByRole("group", { name: label, exact: true }).locator("p").nth(1).innerText();
  return Number(text.replace(/[^\d]/g, ""));
}

/** Opens one tab of the panel by its button, as an admin would. */
export async function openTab(page: Page, name: string) {
  await page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name, selected: true })).toBeVisible();
}

/** The files a member's photos left in the server's storage (DATA_DIR/uploads/profile_photos/<id>). */
export async function storedPhotoFiles(userId: string) {
  const dir = path.join(process.env.E2E_DATA_DIR!, "uploads", "profile_photos", userId);
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
}

/** The toast with this text (sonner's list items). */
export const toastWith = (page: Page, text: string): Locator =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Screenshots for a human to look at, only when asked for (SHOTS=1), into /tmp/shots-admin/. */
export async function adminShot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const project = page.viewportSize()?.width === 390 ? "phone" : "desktop";
  await page.screenshot({ path: `/tmp/shots-admin/${project}-${name}.png`, fullPage: true });
}
