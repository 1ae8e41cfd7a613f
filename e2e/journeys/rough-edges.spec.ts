// Issue 28's walk through the app: things that were cut off, oversized, unreadable or led nowhere.
import { randomUUID } from "node:crypto";
import { SECURITY_TEXT, QUIZ_QUESTIONS, type DeckCard, type ProfileCard } from "@kindred/contracts";
import type { Locator, Page } from "@playwright/test";
import { DESKTOP_TOO, PASSWORD, appOrigin, expect, signUpViaApi, test } from "../support/fixtures";
import { png } from "../support/images";
import {
  ADA,
  BEN,
  becomeMessenger,
  conversationLog,
  createCorrespondent,
  matchViaApi,
} from "../support/messages-helpers";

/** Screenshots for a human to look at, only when asked for (SHOTS=1). */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  await page.screenshot({ path: `/tmp/shots/rough-edges-${test.info().project.name}-${name}.png` });
}

/** Whether the element lies wholly inside the viewport and inside each scrolling box around it. */
const fullyInView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = (outer: DOMRect) =>
      box.left >= outer.left - 0.5 &&
      box.right <= outer.right + 0.5 &&
      box.top >= outer.top - 0.5 &&
      box.bottom <= outer.bottom + 0.5;
    if (!inside(new DOMRect(0, 0, window.innerWidth, window.innerHeight))) return false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      const clips = [style.overflowX, style.overflowY].some((value) => value !== "visible");
      if (clips && !inside(parent.getBoundingClientRect())) return false;
    }
    return true;
  });

test.describe("rough edges", () => {
  test(
    "the full profile's four tabs are all readable at once, and each tab's content is in view",
    DESKTOP_TOO,
    async ({ page }) => {
      await signUpViaApi(page);
      const other = await createCorrespondent({ ...BEN, firstName: "Maximilian", lookingFor: ["Marriage"] });
      // The deck is whoever is near; this journey's card is the member it made, whatever else is around.
      const card = (await (await page.request.get(`/api/discovery/profiles/${other.id}`)).json()) as ProfileCard;
      const deckCard: DeckCard = {
        profile: card.profile,
        compatibility: card.compatibility,
        likedYou: false,
        reviews: card.reviews,
        distanceMiles: null,
      };
      await page.route("**/api/discovery/deck", (route) => route.fulfill({ json: { cards: [deckCard] } }));
      await page.goto("/match");
      await page.getByRole("button", { name: "Info", exact: true }).click();
      const modal = page.getByRole("dialog", { name: "Maximilian" });
      await expect(modal).toBeVisible();
      const tabs = modal.getByRole("tablist", { name: "Profile details" });
      await tabs.scrollIntoViewIfNeeded();
      for (const name of ["About", "Interests", "Personality", "Looking for"]) {
        const tab = tabs.getByRole("tab", { name });
        // Not cut off by the tab row (nor by the dialog), its whole label showing.
        expect(await fullyInView(tab), `the "${name}" tab wholly in view`).toBe(true);
        expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      await tabs.getByRole("tab", { name: "Looking for" }).click();
      const panel = modal.getByRole("tabpanel", { name: "Looking for" });
      await expect(panel.getByText("Marriage")).toBeVisible();
      await panel.getByText("Marriage").scrollIntoViewIfNeeded();
      expect(await fullyInView(panel.getByText("Marriage"))).toBe(true);
      expect(await fullyInView(tabs.getByRole("tab", { name: "Looking for" }))).toBe(true);
      await shot(page, "profile-tabs");
      await other.request.dispose();
    },
  );

  test("a photo message's bubble is as wide as its photo", DESKTOP_TOO, async ({ page }) => {
    const ada = await becomeMessenger(page, ADA);
    const ben = await createCorrespondent(BEN);
    const matchId = await matchViaApi({ request: ben.request, id: ben.id }, { request: page.request, id: ada.id });
    // A tall photo: at the bubble's fixed height it is far narrower than the conversation.
    const file = await png("tall.png", 300, 900);
    for (const content of [undefined, "A photo with a caption."]) {
      const sent = await ben.request.post(`/api/conversations/${matchId}/messages`, {
        multipart: { clientId: randomUUID(), ...(content ? { content } : {}), file },
        headers: { origin: appOrigin() },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    await page.goto(`/messages/${matchId}`);
    const log = conversationLog(page, "Ben Okafor");
    const photos = log.getByRole("img", { name: "Photo from Ben Okafor" });
    await expect(photos).toHaveCount(2);
    for (const photo of await photos.all()) {
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
      const widths = await photo.evaluate((img) => {
        const bubble = img.closest("a")!.parentElement!;
        return { photo: img.getBoundingClientRect().width, bubble: bubble.getBoundingClientRect().width };
      });
      // The bubble's padding (4 px a side) and nothing more beside the photo.
      expect(widths.bubble - widths.photo).toBeLessThanOrEqual(10);
    }
    await shot(page, "image-bubble");
    await ben.request.dispose();
  });

  test("the two-factor key's groups of four never break across lines", DESKTOP_TOO, async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/settings?tab=security");
    await page.getByRole("button", { name: SECURITY_TEXT.turnOn }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(SECURITY_TEXT.confirmPasswordLabel).fill(PASSWORD);
    await dialog.getByRole("button", { name: SECURITY_TEXT.continue }).click();
    const key = dialog.getByTestId("totp-key");
    await expect(key).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    // Each group of four sits on one line: the text's line boxes, measured character by character.
    const brokenGroups = await key.evaluate((element) => {
      const text = element.textContent ?? "";
      const range = document.createRange();
      const lineOf = (index: number) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let offset = index;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent!.length;
          if (offset < length) {
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return Math.round(range.getBoundingClientRect().top);
          }
          offset -= length;
        }
        return -1;
      };
      const broken: string[] = [];
      let start = 0;
      for (const group of text.split(" ")) {
        const lines = new Set(Array.from(group, (_, i) => lineOf(start + i)));
        if (lines.size > 1) broken.push(group);
        start += group.length + 1;
      }
      return broken;
    });
    expect(brokenGroups).toEqual([]);
    await shot(page, "two-factor-key");
  });

  test("the quiz result shows its match style with an icon, not an emoji", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/quiz");
    for (const [index, question] of QUIZ_QUESTIONS.entries()) {
      await expect(page.getByText(`Question ${index + 1} of 7`)).toBeVisible();
      const answer = question.answers.find((item) => item.value === "free_spirit")!;
      await page.getByRole("radio", { name: answer.text }).click();
    }
    const result = page.getByRole("region", { name: "Your Match Style" });
    await expect(result.getByText("You're a Free Spirit")).toBeVisible();
    // No character a device may lack a font for: the symbol is drawn (the app's own icon set).
    await expect(result).not.toContainText(/\p{Extended_Pictographic}/u);
    await expect(result.locator("svg.lucide-rainbow")).toBeVisible();
    await shot(page, "quiz-result");
  });

  test("a new like on the dashboard leads to the Likes tab", async ({ page }) => {
    const ada = await becomeMessenger(page, ADA);
    const ben = await createCorrespondent(BEN);
    await ben.like(ada.id);
    await page.goto("/dashboard");
    const connections = page.getByRole("region", { name: "Your Connections" });
    await expect(connections.getByRole("definition")).toHaveText(["0", "1", "0"]);
    const link = connections.getByRole("link", { name: "See Who Likes You" });
    await expect(link).toHaveAttribute("href", "/messages?tab=likes");
    await link.scrollIntoViewIfNeeded();
    await shot(page, "dashboard-new-like");
    await link.click();
    await expect(page.getByRole("tab", { name: /^Likes/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: "Like back" })).toBeVisible();
    await ben.request.dispose();
  });
});
