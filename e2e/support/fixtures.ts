import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { ProofPurpose } from "@kindred/contracts";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { PROOF_HEADER, proofFor } from "../../apps/server/test/support/proof";
import { RULES_BELOW_SERIOUS } from "./axe-rules";
import { mailboxDir, type MailboxFile } from "./mail-server";

type Fixtures = {
  /** Fails the test on serious or critical accessibility violations on the current page. */
  expectAccessible: (page?: Page) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    // An unexpected console error fails the journey. Failed resource loads (a signed-out 401) are expected.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "console errors").toEqual([]);
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      // Legacy mode runs axe in the page itself: the default (partial runs finished in a new blank page,
      // with axe injected twice) cost a third more per scan and only adds cross-origin iframes, which
      // the app has none of. Only violations are reported; passes and the rest are not needed, nor the
      // rules that cannot report a serious one (support/axe-rules.ts).
      const results = await new AxeBuilder({ page: target })
        .setLegacyMode(true)
        .options({ resultTypes: ["violations"] })
        .disableRules(RULES_BELOW_SERIOUS)
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
      expect(serious, `accessibility violations on ${target.url()}`).toEqual([]);
    });
  },
});
export { expect };

/**
 * The tag of the journeys that also run at 1280 px: those that check a screen whose layout changes
 * above 768 px (split panes, side filters, grids, six tabs). Other journeys check the same behaviour
 * at 390 px only; rerunning them on a desktop doubled their cost and found nothing new.
 */
export const DESKTOP_TOO = { tag: "@desktop" };

let counter = 0;
export const uniqueEmail = (label = "member") =>
  `${label}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`;

export const PASSWORD = "a-long-enough-secret";

/**
 * The header a sign-up, a password reset or a report carries: a solved proof-of-work, as the page's
 * widget sends it (solved here, in Node, for requests the journeys make through the API).
 */
export async function proofHeader(purpose: ProofPurpose, baseUrl = test.info().project.use.baseURL!) {
  return { [PROOF_HEADER]: await proofFor(baseUrl, purpose) };
}

/** Creates an account through the API (fast), leaving the browser signed in. */
export async function signUpViaApi(page: Page, email = uniqueEmail(), password = PASSWORD) {
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password },
    headers: await proofHeader("sign-up"),
  });
  expect(response.status()).toBe(200);
  return { email, password };
}

/**
 * The newest mail the server sent to this address, as the run's SMTP server received it
 * (support/mail-server.ts). With `subject`, waits for a mail with that subject: an earlier mail to the
 * same address (the sign-up's) is otherwise the newest until the awaited one arrives.
 */
export async function latestMail(_request: APIRequestContext, to: string, subject?: string) {
  const address = to.toLowerCase();
  const newest = async () => {
    const names = (await readdir(mailboxDir())).filter((name) => name.endsWith(".json"));
    const mails = await Promise.all(
      names.map(async (name) => JSON.parse(await readFile(path.join(mailboxDir(), name), "utf8")) as MailboxFile),
    );
    return mails
      .filter((mail) => mail.to === address && (subject === undefined || mail.subject === subject))
      .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))[0];
  };
  await expect.poll(newest, { message: `a mail to ${to}`, timeout: 7_000 }).toBeDefined();
  const mail = (await newest())!;
  return { subject: mail.subject, text: mail.text, link: mail.text.match(/https?:\/\/\S+/)?.[0] ?? "" };
}

/** The app's origin. Cookie-authenticated writes must send it (better-auth's CSRF check), as a browser does. */
export const appOrigin = () => new URL(test.info().project.use.baseURL!).origin;

/**
 * Ends the session through the API, as the app's Sign Out does (same-origin request), or another tab.
 * A page showing a member opens its live connection on its own, just after it lands (or after a
 * two-factor change swaps the session): a sign-out racing that handshake has the server refuse the
 * upgrade, and the browser logs the 401 as an error no page can prevent. So, as a person would, this
 * waits until that page is settled, its connection open.
 */
export async function signOutViaApi(page: Page) {
  if (page.url().startsWith(appOrigin())) {
    const session = (await (await page.request.get("/api/session")).json()) as { me: unknown };
    if (session.me) await expect(page.locator("html")).toHaveAttribute("data-realtime", "open");
  }
  const response = await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: appOrigin() } });
  expect(response.status()).toBe(200);
}
