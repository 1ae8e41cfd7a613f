// Scam and harassment nudges (issue 31): "Are you sure?" before a message asking for money, which is
// never blocked; "Does this bother you?" for its receiver, whose one tap starts a report with the
// category, the reason and the message filled in; the moderators see the message and its signal.
import { NUDGE_TEXT, REPORT_TEXT } from "@kindred/contracts";
import { expect, test } from "../support/fixtures";
import { closeMember } from "../support/discovery-helpers";
import { openTab } from "../support/admin-helpers";
import {
  ADA,
  BEN,
  composer,
  conversationLog,
  messagesViaApi,
  realtimeOpen,
  shot,
  typeAndSend,
  matchedPair,
} from "../support/messages-helpers";
import { becomeModerator, moderationQueue } from "../support/safety-helpers";

const ASK = "Could you buy me a gift card? It's for the verification fee, I'll pay you back";

test.describe("messages: nudges", () => {
  test("a money request is asked about first and sent when confirmed; its receiver reports it in one tap", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const {
      own: ada,
      second: ben,
      matchId,
    } = await matchedPair(page, browser, { page: ADA, second: BEN }, { pageLikesFirst: true });

    await page.goto(`/messages/${matchId}`);
    await realtimeOpen(page);
    const log = conversationLog(page, "Ben Okafor");
    await typeAndSend(page, "How was your day?");
    await expect(log.getByRole("img", { name: "Sent" })).toHaveCount(1);

    // Asked first: why, and the guideline it touches. Edit keeps the words and sends nothing.
    await typeAndSend(page, ASK);
    const nudge = page.getByRole("alertdialog", { name: NUDGE_TEXT.senderTitle });
    await expect(nudge.getByText(NUDGE_TEXT.senderBody.payment)).toBeVisible();
    await expect(nudge.getByRole("link", { name: "Protect privacy and never send money" })).toHaveAttribute(
      "href",
      "/community-guidelines#protect-privacy",
    );
    await shot(page, "nudge-sender");
    await expectAccessible();
    await nudge.getByRole("button", { name: NUDGE_TEXT.edit }).click();
    await expect(nudge).toBeHidden();
    await expect(composer(page)).toHaveValue(ASK);
    expect(await messagesViaApi(page.request, matchId)).toHaveLength(1);
    // Send anyway: it goes as written.
    await composer(page).press("Enter");
    await nudge.getByRole("button", { name: NUDGE_TEXT.send }).click();
    await expect(log.getByRole("img", { name: "Sent" })).toHaveCount(2);
    await expect(composer(page)).toHaveValue("");
    const asked = (await messagesViaApi(page.request, matchId)).at(-1)!;
    expect(asked.content).toBe(ASK);

    // Ben is asked under that message only, and one tap opens a report already filled in.
    await ben.page.goto(`/messages/${matchId}`);
    const prompts = ben.page.getByRole("group", { name: NUDGE_TEXT.receiverPrompt });
    await expect(prompts).toHaveCount(1);
    await shot(ben.page, "nudge-receiver");
    await prompts.getByRole("button", { name: NUDGE_TEXT.report }).click();
    const dialog = ben.page.getByRole("dialog", { name: "Report conversation with Ada" });
    await expect(dialog.getByRole("combobox", { name: REPORT_TEXT.categoryLabel })).toHaveValue("scam_spam");
    await expect(dialog.getByRole("textbox", { name: REPORT_TEXT.reasonLabel })).toHaveValue(
      NUDGE_TEXT.receiverReason.payment,
    );
    await dialog.getByRole("button", { name: REPORT_TEXT.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(ben.page.getByText(REPORT_TEXT.conversationReported)).toBeVisible();
    await expect(prompts).toHaveCount(0);
    // Answered once, on this device: not asked again after a reload.
    await ben.page.reload();
    await expect(conversationLog(ben.page, "Ada Lovelace").getByText(ASK)).toBeVisible();
    await expect(prompts).toHaveCount(0);
    await closeMember(ben);

    // The report reaches the queue with the message named and its signal; the moderator sees both.
    const moderator = await becomeModerator();
    const report = (await moderationQueue(moderator)).find((entry) => entry.targetId === matchId);
    expect(report).toMatchObject({ kind: "conversation", category: "scam_spam", reportedUserId: ada.id });
    const [evidence] = report!.evidence;
    if (evidence?.kind !== "conversation") throw new Error("not a conversation's evidence");
    expect(evidence.messageId).toBe(asked.id);
    expect(evidence.messages.find((message) => message.id === asked.id)?.signals).toEqual(["payment"]);

    const admin = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
      storageState: await moderator.storageState(),
    });
    const panel = await admin.newPage();
    await panel.goto("/admin");
    await openTab(panel, "Flagged");
    const card = panel.getByRole("article", { name: /report about Ada/ });
    await expect(card.getByText(NUDGE_TEXT.flaggedMessage)).toBeVisible();
    await expect(card.getByRole("list", { name: "Signals" }).first()).toHaveText(NUDGE_TEXT.signalLabel.payment);
    await shot(panel, "nudge-moderator");
    await admin.close();
  });
});
