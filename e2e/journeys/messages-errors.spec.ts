// When a conversation goes wrong: a failed send and its Retry, the composer's refusals, loading and error states.
import { MESSAGE_TEXT } from "@kindred/contracts";
import { expect, test } from "../support/fixtures";
import { textFileNamedJpg } from "../support/images";
import {
  ADA,
  BEN,
  becomeMessenger,
  composer,
  conversationLog,
  createCorrespondent,
  matchViaApi,
  messagesViaApi,
  realtimeOpen,
  shot,
  typeAndSend,
} from "../support/messages-helpers";

test.describe("messages", () => {
  test("a failed send offers Retry, which stores the message once; the composer's rules", async ({ page }) => {
    const ada = await becomeMessenger(page, ADA);
    const ben = await createCorrespondent(BEN);
    const matchId = await matchViaApi(ben, { request: page.request, id: ada.id });
    await page.goto(`/messages/${matchId}`);
    await realtimeOpen(page);
    const log = conversationLog(page, "Ben Okafor");
    const send = page.getByRole("button", { name: "Send message" });

    // Blank text cannot be sent; Shift+Enter is a new line and Enter sends.
    await composer(page).fill("   ");
    await expect(send).toBeDisabled();
    await composer(page).fill("First line");
    await composer(page).press("Shift+Enter");
    await composer(page).pressSequentially("second line");
    await expect(composer(page)).toHaveValue("First line\nsecond line");
    await composer(page).press("Enter");
    await expect(log.getByRole("img", { name: "Sent" })).toHaveCount(1);

    // Not an image: refused before any upload.
    await page.getByLabel("Choose an image to send").setInputFiles(textFileNamedJpg());
    await expect(page.getByText(MESSAGE_TEXT.onlyImages)).toBeVisible();
    await expect(page.getByRole("img", { name: "Image to send" })).toHaveCount(0);
    // A JPEG of 6 MB: over the limit.
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]);
    await page
      .getByLabel("Choose an image to send")
      .setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: huge });
    await expect(page.getByText(MESSAGE_TEXT.imageTooLarge)).toBeVisible();
    await expect(page.getByRole("img", { name: "Image to send" })).toHaveCount(0);

    // The connection drops during the next send: the bubble says so, and Retry sends it once.
    let dropped = false;
    await page.route("**/api/conversations/*/messages", async (route) => {
      if (route.request().method() === "POST" && !dropped) {
        dropped = true;
        await route.abort("internetdisconnected");
        return;
      }
      await route.fallback();
    });
    await typeAndSend(page, "Are you free on Sunday?");
    await expect(log.getByText(MESSAGE_TEXT.sendFailedRetry)).toBeVisible();
    await expect(log.getByText("Are you free on Sunday?")).toBeVisible();
    await shot(page, "failed-send");
    await log.getByRole("button", { name: "Retry" }).click();
    await expect(log.getByText(MESSAGE_TEXT.sendFailedRetry)).toHaveCount(0);
    await expect(log.getByRole("img", { name: "Sent" })).toHaveCount(2);
    await expect(log.getByText("Are you free on Sunday?")).toHaveCount(1);

    const stored = await messagesViaApi(ben.request, matchId);
    expect(stored.map((m) => m.content)).toEqual(["First line\nsecond line", "Are you free on Sunday?"]);
    await page.reload();
    await expect(conversationLog(page, "Ben Okafor").getByText("Are you free on Sunday?")).toHaveCount(1);
    await ben.request.dispose();
  });

  test("loading and error states of a conversation, and a link to one that is not mine", async ({
    page,
    expectAccessible,
  }) => {
    const ada = await becomeMessenger(page, ADA);
    const ben = await createCorrespondent(BEN);
    const matchId = await matchViaApi(ben, { request: page.request, id: ada.id });

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    const isMessagesRead = (url: URL) => /^\/api\/conversations\/[^/]+\/messages$/.test(url.pathname);
    await page.route(isMessagesRead, async (route) => {
      if (!fail || route.request().method() !== "GET") return route.fallback();
      fail = false;
      await held;
      await route.fulfill({
        status: 403,
        json: { error: { code: "FORBIDDEN", message: "You can't message this member." } },
      });
    });
    await page.goto(`/messages/${matchId}`);
    await expect(page.getByRole("status").filter({ hasText: "Loading messages..." })).toBeAttached();
    await shot(page, "loading");
    release();
    await expect(page.getByText(MESSAGE_TEXT.loadMessagesError)).toBeVisible();
    await expect(page.getByText("You can't message this member.")).toBeVisible();
    await shot(page, "error");
    await expectAccessible();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText(MESSAGE_TEXT.emptyTitle)).toBeVisible();

    await page.goto("/messages/123e4567-e89b-12d3-a456-426614174000");
    await expect(page.getByRole("heading", { name: MESSAGE_TEXT.conversationNotFound })).toBeVisible();
    await page.getByRole("link", { name: "Back to conversations" }).last().click();
    await expect(page).toHaveURL(/\/messages$/);
    await ben.request.dispose();
  });
});
