// Statements of reasons (issue 14, section 4): what a member sees of a moderator's decision about them.
// A warning holds the app until acknowledged; a suspension refuses sign-in with the statement and an
// appeal link; one appeal per decision; the appeal's outcome reaches the member the same way.
import { APPEAL_TEXT_MAX, NOTICE_TEXT, guidelineHref } from "@kindred/contracts";
import type { Page } from "@playwright/test";
import { appOrigin, expect, signUpViaApi, test } from "../support/fixtures";
import {
  decideAppealViaApi,
  memberIdViaApi,
  noticeDialog,
  noticesShot,
  pendingAppealOf,
  signInOnLoginPage,
  suspendViaApi,
  warnViaApi,
} from "../support/notices-helpers";
import { becomeModerator } from "../support/safety-helpers";

/** Reloads and waits for the member's notices to be read, so "no dialog" means none, not "not yet". */
async function reloadWithNotices(page: Page) {
  await Promise.all([page.waitForResponse((response) => response.url().endsWith("/api/notices")), page.reload()]);
}

test.describe("moderation notices", () => {
  // One after the other: both become the same moderator, and two sign-ups of one address race.
  test.describe.configure({ mode: "default" });

  test("a warning shows on the next visit with its rule and facts, can be appealed, and goes once understood", async ({
    page,
    expectAccessible,
  }) => {
    // A moderator's sign-up and two accessibility scans: slow on a loaded two-core machine.
    test.slow();
    const moderator = await becomeModerator();
    await signUpViaApi(page);
    const memberId = await memberIdViaApi(page);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await reloadWithNotices(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const facts = "You sent the same message about a crypto investment to forty members in an hour.";
    await warnViaApi(moderator, memberId, facts, "no-spam-or-solicitation");
    await reloadWithNotices(page);
    const dialog = noticeDialog(page, "warning");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(NOTICE_TEXT.decisions.warning)).toBeVisible();
    await expect(dialog.getByText(facts)).toBeVisible();
    await expect(dialog.getByRole("link", { name: /^No spam or solicitation/ })).toHaveAttribute(
      "href",
      guidelineHref("no-spam-or-solicitation"),
    );
    await expect(dialog.getByText(NOTICE_TEXT.appealHow)).toBeVisible();
    // It is read before anything else: Escape doesn't close it, and the title has the focus.
    await expect(dialog.getByRole("heading", { name: NOTICE_TEXT.titles.warning })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    // The rule's link opens the guidelines, where the dialog steps aside; back in the app, it returns.
    await dialog.getByRole("link", { name: /^No spam or solicitation/ }).click();
    await expect(page).toHaveURL(/\/community-guidelines#no-spam-or-solicitation$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The link lands on the rule's own section.
    await expect(page.getByRole("heading", { name: "6. No spam or solicitation" })).toBeInViewport();
    await page.goBack();
    await expect(dialog).toBeVisible();
    await noticesShot(page, "warning-dialog");
    await expectAccessible();

    // An appeal from the dialog: checked before it is sent, then the statement says it is under review.
    await dialog.getByRole("button", { name: NOTICE_TEXT.appeal }).click();
    const appeal = dialog.getByRole("textbox", { name: "Your appeal" });
    await expect(appeal).toBeFocused();
    await appeal.fill("Spam?");
    await dialog.getByRole("button", { name: NOTICE_TEXT.appealSubmit }).click();
    await expect(dialog.getByText("Please explain in at least 10 characters.")).toBeVisible();
    const text = "It was one message to friends I met at a meetup, not an advert.";
    await appeal.fill(text);
    await expect(dialog.getByText(`${text.length}/${APPEAL_TEXT_MAX}`)).toBeVisible();
    await noticesShot(page, "warning-dialog-appeal");
    await expectAccessible();
    await dialog.getByRole("button", { name: NOTICE_TEXT.appealSubmit }).click();
    await expect(page.getByText(NOTICE_TEXT.appealSent)).toBeVisible();
    await expect(dialog.getByText(NOTICE_TEXT.appealPending)).toBeVisible();
    await expect(dialog.getByRole("button", { name: NOTICE_TEXT.appeal })).toHaveCount(0);

    await dialog.getByRole("button", { name: NOTICE_TEXT.acknowledge }).click();
    await expect(dialog).toBeHidden();
    await reloadWithNotices(page);
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a suspended member is refused with the statement, appeals once from the link, and hears the outcome", async ({
    page,
    expectAccessible,
  }) => {
    // Three full-cost sign-ins and several accessibility scans.
    test.slow();
    const moderator = await becomeModerator();
    const { email, password } = await signUpViaApi(page);
    const memberId = await memberIdViaApi(page);
    const reason = "Repeated insults in a conversation after being asked to stop.";
    await suspendViaApi(moderator, memberId, { days: 7, reason, rule: "be-respectful" });

    await signInOnLoginPage(page, email, password);
    const refusal = page.getByRole("region", { name: "Statement of reasons" });
    await expect(refusal.getByRole("heading", { name: NOTICE_TEXT.titles.suspension })).toBeVisible();
    await expect(refusal.getByText(reason)).toBeVisible();
    await expect(refusal.getByRole("link", { name: /^Be respectful/ })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: /suspended until/ })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await noticesShot(page, "login-refusal");
    await expectAccessible();

    await refusal.getByRole("link", { name: NOTICE_TEXT.appeal }).click();
    await expect(page).toHaveURL(/\/appeal\?token=/);
    const appealLink = page.url();
    await expect(page.getByRole("heading", { name: NOTICE_TEXT.appealPageTitle, level: 1 })).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
    await noticesShot(page, "appeal-page");
    await expectAccessible();
    await page
      .getByRole("textbox", { name: "Your appeal" })
      .fill("I quoted the other member's own words back to them; I insulted no one.");
    await page.getByRole("button", { name: NOTICE_TEXT.appealSubmit }).click();
    await expect(page.getByRole("status").filter({ hasText: NOTICE_TEXT.appealSent })).toBeVisible();
    await expect(page.getByText(NOTICE_TEXT.appealPending)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your appeal" })).toHaveCount(0);
    await noticesShot(page, "appeal-sent");

    // One appeal per decision: the link again says so, and so does the API.
    await page.goto(appealLink);
    await expect(page.getByText(NOTICE_TEXT.appealAlready)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your appeal" })).toHaveCount(0);
    const token = new URL(appealLink).searchParams.get("token");
    const again = await page.request.post("/api/appeals", {
      data: { token, text: "Please read my appeal once more." },
      headers: { origin: appOrigin() },
    });
    expect(again.status()).toBe(409);
    await page.goto("/appeal?token=not-a-real-token");
    await expect(page.getByText(NOTICE_TEXT.appealTokenInvalid)).toBeVisible();
    await noticesShot(page, "appeal-invalid");

    // A moderator reverses the decision: the member signs in and is told, the same way.
    const filed = await pendingAppealOf(moderator, memberId);
    expect(filed).toMatchObject({ noticeKind: "suspension", facts: reason, ruleId: "be-respectful" });
    await decideAppealViaApi(moderator, filed.id, "overturned", "Read in context, the words were a quotation.");
    await signInOnLoginPage(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The suspension, never acknowledged, comes first, saying how the appeal went; then the outcome.
    const suspension = noticeDialog(page, "suspension");
    await expect(suspension.getByText(NOTICE_TEXT.appealOverturned)).toBeVisible();
    await suspension.getByRole("button", { name: NOTICE_TEXT.acknowledge }).click();
    const outcome = noticeDialog(page, "appeal_decision");
    await expect(outcome.getByText(NOTICE_TEXT.decisions.overturnedReinstated)).toBeVisible();
    await expect(outcome.getByText("Read in context, the words were a quotation.")).toBeVisible();
    await expect(outcome.getByText(NOTICE_TEXT.noAppeal)).toBeVisible();
    await expect(outcome.getByRole("button", { name: NOTICE_TEXT.appeal })).toHaveCount(0);
    await noticesShot(page, "appeal-decision-dialog");
    await outcome.getByRole("button", { name: NOTICE_TEXT.acknowledge }).click();
    await expect(outcome).toBeHidden();
  });
});
