// Reporting: a profile and a photo from the full profile reach the moderators' queue; the dialog's
// required fields, its Cancel, and open -> submitting -> closed and cleared, from a search card.
import { REPORT_TEXT } from "@kindred/contracts";
import { request as playwrightRequest } from "@playwright/test";
import { expect, signUpViaApi, test } from "../support/fixtures";
import { english } from "../support/text";
import {
  becomeMember,
  closeMember,
  manSeekingWomen,
  openSecondBrowser,
  topCard,
  womanSeekingMen,
} from "../support/discovery-helpers";
import { png } from "../support/images";
import { saveProfileViaApi } from "../support/profile-helpers";
import {
  becomeModerator,
  fileReport,
  moderationQueue,
  safetyShot,
  safetyTown,
  uploadPhotoViaApi,
} from "../support/safety-helpers";
import { createMember, searchCard, uniqueWord } from "../support/search-helpers";

test.describe("safety: reports", () => {
  test("a profile report from the full profile and a photo report from the carousel reach the moderators", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const moderator = await becomeModerator();
    const town = safetyTown("report");
    const ada = await becomeMember(page, womanSeekingMen({ location: town }));
    const theo = await openSecondBrowser(browser);
    const theoProfile = await becomeMember(theo.page, manSeekingWomen({ firstName: "Theo", location: town }));
    await uploadPhotoViaApi(theo.page.request, await png("first.png"));
    const second = await uploadPhotoViaApi(theo.page.request, await png("second.png", 600, 760));
    await closeMember(theo);

    await page.goto("/match");
    await expect(topCard(page)).toHaveAccessibleName(/^Theo/);
    await topCard(page).click();
    const modal = page.getByRole("dialog", { name: "Theo" });
    await expect(modal).toBeVisible();

    // Report the profile: both fields are required, each says so.
    await modal.getByRole("button", { name: "Report", exact: true }).click();
    const profileTitle = `Report ${english(REPORT_TEXT.profileTitle, { name: "Theo" })}`;
    expect(profileTitle).toBe("Report Theo's Profile");
    const report = page.getByRole("dialog", { name: profileTitle });
    await expect(report.getByRole("button", { name: "Cancel" })).toBeVisible();
    await report.getByRole("button", { name: REPORT_TEXT.submit }).click();
    await expect(report.getByText(REPORT_TEXT.categoryRequired)).toBeVisible();
    await expect(report.getByText(REPORT_TEXT.reasonRequired)).toBeVisible();
    await expect(report.getByRole("textbox", { name: "Reason" })).toHaveAttribute("aria-invalid", "true");
    await safetyShot(page, "report-dialog-errors");
    await expectAccessible();
    await fileReport(page, profileTitle, "fake_profile", "These photos belong to a model, not to him.");
    await expect(page.getByText(english(REPORT_TEXT.profileReported, { name: "Theo" }))).toBeVisible();
    await expect(modal).toBeVisible();

    // Report the second photo from the carousel: the one on screen is the one reported.
    const carousel = modal.getByRole("region", { name: "Photos of Theo" });
    await carousel.getByRole("button", { name: "Next photo" }).click();
    await expect(carousel.getByRole("img", { name: "Photo 2 of 2 of Theo" })).toBeVisible();
    await carousel.getByRole("button", { name: "Report photo" }).click();
    await expect(page.getByRole("dialog", { name: REPORT_TEXT.photoTitle })).toBeVisible();
    await safetyShot(page, "report-photo-dialog");
    await fileReport(page, REPORT_TEXT.photoTitle, "inappropriate_photos", "Not a photo of a person at all.");
    await expect(page.getByText(REPORT_TEXT.photoReported)).toBeVisible();

    // Both reach the moderators' queue. Reporting a member again updates their open report: it
    // carries the latest category and reason, and a snapshot of each thing reported.
    const queue = await moderationQueue(moderator);
    const theirs = queue.filter((item) => item.reportedUserId === theoProfile.id);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      reporterId: ada.id,
      kind: "photo",
      targetId: second.id,
      category: "inappropriate_photos",
      reason: "Not a photo of a person at all.",
    });
    expect(theirs[0]!.evidence.map(({ kind, targetId }) => ({ kind, targetId }))).toEqual([
      { kind: "profile", targetId: theoProfile.id },
      { kind: "photo", targetId: second.id },
    ]);

    // Only moderators read the queue.
    expect((await page.request.get("/api/admin/reports")).status()).toBe(403);
    const stranger = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await stranger.get("/api/admin/reports")).status()).toBe(401);
    await Promise.all([stranger.dispose(), moderator.dispose()]);
  });

  test("from a search card's menu: the errors one by one, Cancel sends nothing, then submitting, closed and cleared", async ({
    page,
    expectAccessible,
  }) => {
    const word = uniqueWord();
    await signUpViaApi(page);
    await saveProfileViaApi(page, { bio: "Here to meet someone kind." });
    const nina = await createMember({ firstName: "Nina", gender: "female", bio: `Potter and ${word} fan.` });
    const sent: unknown[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/reports") && request.method() === "POST") sent.push(request.postDataJSON());
    });

    await page.goto(`/search?q=${word}`);
    const card = searchCard(page, nina.profile.id);
    await card.getByRole("button", { name: "More options for Nina" }).click();
    await expect(page.getByRole("menuitem")).toHaveText(["Report", "Block"]);
    await safetyShot(page, "search-card-menu");
    await expectAccessible();
    await page.getByRole("menuitem", { name: "Report" }).click();
    const title = `Report ${english(REPORT_TEXT.profileTitle, { name: "Nina" })}`;
    const dialog = page.getByRole("dialog", { name: title });
    const category = dialog.getByRole("combobox", { name: REPORT_TEXT.categoryLabel });
    const reason = dialog.getByRole("textbox", { name: REPORT_TEXT.reasonLabel });
    const submit = dialog.getByRole("button", { name: REPORT_TEXT.submit });

    // A category alone is not enough; a reason of spaces is no reason.
    await submit.click();
    await expect(dialog.getByText(REPORT_TEXT.categoryRequired)).toBeVisible();
    await category.selectOption("harassment");
    await expect(dialog.getByText(REPORT_TEXT.categoryRequired)).toHaveCount(0);
    await reason.fill("   ");
    await submit.click();
    await expect(dialog.getByText(REPORT_TEXT.reasonRequired)).toBeVisible();
    await expect(dialog.getByText(REPORT_TEXT.categoryRequired)).toHaveCount(0);

    // Cancel closes it and sends nothing.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(sent).toEqual([]);

    // Submitting (slowed down to be seen), then closed; opened again, it is empty.
    await page.route("**/api/reports", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await card.getByRole("button", { name: "More options for Nina" }).click();
    await page.getByRole("menuitem", { name: "Report" }).click();
    await category.selectOption("scam_spam");
    await reason.fill("Asked me to move to another app and pay for a 'verification'.");
    await submit.click();
    await expect(dialog.getByRole("button", { name: REPORT_TEXT.submitting })).toBeDisabled();
    await expect(page.getByText(english(REPORT_TEXT.profileReported, { name: "Nina" }))).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(sent).toEqual([
      {
        kind: "profile",
        targetId: nina.profile.id,
        category: "scam_spam",
        reason: "Asked me to move to another app and pay for a 'verification'.",
      },
    ]);
    await card.getByRole("button", { name: "More options for Nina" }).click();
    await page.getByRole("menuitem", { name: "Report" }).click();
    await expect(category).toHaveValue("");
    await expect(reason).toHaveValue("");
    await nina.request.dispose();
  });
});
