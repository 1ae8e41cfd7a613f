// Issue 28: every control a finger can reach is at least 44 x 44 px, on every member screen and public page.
import { QUIZ_QUESTIONS, type DeckCard, type ReceivedLike } from "@kindred/contracts";
import type { Page } from "@playwright/test";
import { appOrigin, expect, test } from "../support/fixtures";
import { png } from "../support/images";
import { uploadPhotoViaApi } from "../support/discovery-helpers";
import { ADA, BEN, becomeMessenger, createCorrespondent, matchViaApi } from "../support/messages-helpers";
import { saveMatchStyleViaApi } from "../support/profile-helpers";
import { exchangeMessages } from "../support/reviews-helpers";

/** The smallest comfortable target for a finger (WCAG 2.5.5, Apple's and Android's guidelines). */
const MIN_TARGET_PX = 44;

/**
 * The visible controls on the page that are smaller than MIN_TARGET_PX either way, described for the
 * failure message. What counts as a control's hit area, and what is left out:
 * - its box, grown by an absolutely placed ::before or ::after (a larger invisible hit area around a
 *   control drawn smaller) and by its <label>s (a tap on a label works the control);
 * - left out: links inside running text (WCAG 2.5.8's inline exception: their height is the line's),
 *   controls drawn invisibly small or hidden (a visually hidden file input, whose visible label is
 *   measured instead; the skip link until focused) and disabled controls, which take no tap.
 */
function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const CONTROLS = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "label:has(> input[type=file])",
      ...["button", "link", "tab", "switch", "checkbox", "radio", "menuitem", "combobox", "option", "slider"].map(
        (role) => `[role=${role}]`,
      ),
    ].join(", ");

    const pseudoBox = (element: Element, rect: DOMRect, which: "::before" | "::after") => {
      const style = getComputedStyle(element, which);
      if (style.content === "none" || style.position !== "absolute") return null;
      const left = rect.left + element.clientLeft + parseFloat(style.left);
      const top = rect.top + element.clientTop + parseFloat(style.top);
      return new DOMRect(left, top, parseFloat(style.width), parseFloat(style.height));
    };
    const union = (boxes: DOMRect[]) => {
      const left = Math.min(...boxes.map((box) => box.left));
      const top = Math.min(...boxes.map((box) => box.top));
      const right = Math.max(...boxes.map((box) => box.right));
      const bottom = Math.max(...boxes.map((box) => box.bottom));
      return new DOMRect(left, top, right - left, bottom - top);
    };
    const inRunningText = (element: Element) => {
      if (getComputedStyle(element).display !== "inline") return false;
      const block = element.parentElement;
      const own = element.textContent?.trim().length ?? 0;
      return block !== null && (block.textContent?.trim().length ?? 0) > own;
    };
    const describe = (element: Element) => {
      const name =
        element.getAttribute("aria-label") ||
        (element as HTMLElement).innerText?.trim().replace(/\s+/g, " ").slice(0, 40) ||
        element.getAttribute("name") ||
        element.getAttribute("placeholder") ||
        element.id;
      return `${element.tagName.toLowerCase()}${element.getAttribute("role") ? `[role=${element.getAttribute("role")}]` : ""} "${name}"`;
    };

    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll(CONTROLS))) {
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (element.closest("[aria-hidden=true], [inert]")) continue;
      if ((element as HTMLButtonElement).disabled || element.getAttribute("aria-disabled") === "true") continue;
      if (inRunningText(element)) continue;
      const boxes = [rect];
      for (const which of ["::before", "::after"] as const) {
        const box = pseudoBox(element, rect, which);
        if (box) boxes.push(box);
      }
      const labels = (element as HTMLInputElement).labels;
      if (labels) for (const label of Array.from(labels)) boxes.push(label.getBoundingClientRect());
      const hit = union(boxes);
      if (hit.width < min - 0.5 || hit.height < min - 0.5)
        found.push(`${describe(element)} ${Math.round(hit.width)}x${Math.round(hit.height)}`);
    }
    return [...new Set(found)];
  }, MIN_TARGET_PX);
}

/** Measures the page at `url` (or the page as it is), under the screen's own name in the report. */
async function measure(page: Page, report: Record<string, string[]>, name: string, ready: () => Promise<unknown>) {
  await ready();
  // Fonts and lazy parts settle before measuring: the app marks nothing else, so wait for the network.
  await page.waitForLoadState("networkidle");
  const small = await smallTargets(page);
  if (small.length > 0) report[name] = small;
  if (process.env.SHOTS) {
    const file = `tap-${test.info().project.name}-${name.replace(/[^a-z0-9]+/gi, "-")}.png`;
    await page.screenshot({ path: `/tmp/shots/${file}`, fullPage: true });
  }
}

test.describe("tap targets", () => {
  // On the phone only: fingers meet these controls there (the issue measured them at 390 px); the same
  // screens at 1280 px doubled this, the longest journey, for no control a mouse cannot reach.
  test("every control on every member screen and public page is at least 44 x 44 px", async ({ page, browser }) => {
    // About twenty screens, each visited and measured in turn.
    test.setTimeout(180_000);
    const report: Record<string, string[]> = {};
    const visit = async (name: string, url: string, ready: () => Promise<unknown>) => {
      await page.goto(url);
      await measure(page, report, name, ready);
    };
    const heading =
      (name?: string | RegExp, level = 1) =>
      () =>
        expect(page.getByRole("heading", { level, ...(name ? { name } : {}) }).first()).toBeVisible();

    // The public pages, as a visitor sees them.
    const visitor = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: test.info().project.use.viewport,
    });
    const visitorPage = await visitor.newPage();
    const publicReport: Record<string, string[]> = {};
    for (const url of [
      "/",
      "/login",
      "/signup",
      "/forgot-password",
      "/reset-password?token=not-a-real-token",
      "/terms",
      "/privacy",
      "/about-us",
      "/community-guidelines",
      "/personality-tests",
    ]) {
      await visitorPage.goto(url);
      await measure(visitorPage, publicReport, url, () => expect(visitorPage.locator("h1").first()).toBeVisible());
    }
    await visitor.close();

    // Ada: photos, a match with Ben and a conversation long enough to review him, a like waiting
    // from Cleo, and Dan blocked.
    const ada = await becomeMessenger(page, ADA);
    await saveMatchStyleViaApi(page, "deep_connector");
    await uploadPhotoViaApi(page, await png("one.png"));
    await uploadPhotoViaApi(page, await png("two.png"));
    const ben = await createCorrespondent(BEN);
    const matchId = await matchViaApi({ request: ben.request, id: ben.id }, { request: page.request, id: ada.id });
    await exchangeMessages({ request: page.request, id: ada.id }, { request: ben.request, id: ben.id }, matchId);
    const cleo = await createCorrespondent({ ...BEN, firstName: "Cleo" });
    await cleo.like(ada.id);
    const dan = await createCorrespondent({ ...BEN, firstName: "Dan" });
    const blocked = await page.request.post("/api/blocks", {
      data: { userId: dan.id },
      headers: { origin: appOrigin() },
    });
    expect(blocked.status(), await blocked.text()).toBeLessThan(300);

    await visit("dashboard", "/dashboard", heading());
    // The deck holds Cleo whoever else is near, so the card, its buttons and its full profile are measured.
    const received = (await (await page.request.get("/api/likes/received")).json()) as { likes: ReceivedLike[] };
    const deckCard: DeckCard = {
      profile: received.likes[0]!.profile,
      compatibility: { score: 72, confidence: "medium", reasons: ["You both love Hiking"] },
      likedYou: true,
      reviews: null,
      distanceMiles: 3,
    };
    await page.route("**/api/discovery/deck", (route) => route.fulfill({ json: { cards: [deckCard] } }));
    await visit("match", "/match", () => expect(page.getByRole("button", { name: "Info", exact: true })).toBeVisible());
    await page.getByRole("button", { name: "Info", exact: true }).click();
    await measure(page, report, "match, full profile", () => expect(page.getByRole("dialog")).toBeVisible());
    await visit("match profile", `/match/${ben.id}`, heading());
    await visit("search", "/search", () => expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible());
    await visit("messages", "/messages", heading("Messages"));
    await visit("conversation", `/messages/${matchId}`, heading("Ben Okafor", 2));
    await visit("likes tab", "/messages", heading("Messages"));
    await page.getByRole("tab", { name: /^Likes/ }).click();
    await measure(page, report, "likes tab", () =>
      expect(page.getByRole("button", { name: "Like back" })).toBeVisible(),
    );
    await visit("reviews", "/reviews", heading());
    await visit("review form", `/reviews/${ben.id}`, heading());
    const photos = () => expect(page.getByRole("img", { name: "Your main photo" })).toBeVisible();
    await visit("profile", "/profile", photos);
    await visit("photos", "/photos", photos);
    for (const tab of ["account", "notifications", "privacy", "security"]) {
      await visit(`settings, ${tab}`, `/settings?tab=${tab}`, heading("Settings"));
    }
    await measure(page, report, "settings, blocked members", async () => {
      await page.goto("/settings?tab=account");
      await expect(page.getByText("Dan", { exact: false }).first()).toBeVisible();
    });
    await page.goto("/quiz");
    for (const [index, question] of QUIZ_QUESTIONS.entries()) {
      await expect(page.getByText(`Question ${index + 1} of 7`)).toBeVisible();
      if (index === 0) await measure(page, report, "quiz", async () => undefined);
      await page.getByRole("radio", { name: question.answers[0]!.text }).click();
    }
    await measure(page, report, "quiz result", () =>
      expect(page.getByRole("region", { name: "Your Match Style" })).toBeVisible(),
    );

    for (const member of [ben, cleo, dan]) await member.request.dispose();
    expect({ ...publicReport, ...report }, `controls under ${MIN_TARGET_PX} x ${MIN_TARGET_PX} px`).toEqual({});
  });
});
