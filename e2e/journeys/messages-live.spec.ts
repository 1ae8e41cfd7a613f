// Live messaging: two members chatting in real time, a dropped connection, and a session ended elsewhere.
import { MESSAGE_TEXT } from "@kindred/contracts";
import type { WebSocketRoute } from "@playwright/test";
import { expect, signOutViaApi, test } from "../support/fixtures";
import { closeMember } from "../support/discovery-helpers";
import { png } from "../support/images";
import {
  ADA,
  BEN,
  becomeMessenger,
  composer,
  conversationLog,
  createCorrespondent,
  matchViaApi,
  messagesTab,
  messagesViaApi,
  realtimeOpen,
  shot,
  typeAndSend,
  unreadTab,
  matchedPair,
} from "../support/messages-helpers";

test.describe("messages", () => {
  // At 390 px only: the live conversation behaves the same at 1280 px, where messages-inbox.spec.ts
  // checks the two-pane layout it sits in.
  test("two matched members chat live: text and a photo, read ticks, presence; a stranger is refused", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    test.setTimeout(60_000);
    const { own: ada, second: ben, matchId } = await matchedPair(page, browser, { page: ADA, second: BEN });

    // Ada opens the conversation first: nothing in it yet, and Ben is not around.
    await page.goto(`/messages/${matchId}`);
    await realtimeOpen(page);
    const adaLog = conversationLog(page, "Ben Okafor");
    await expect(page.getByRole("heading", { level: 2, name: "Ben Okafor" })).toBeVisible();
    await expect(adaLog.getByText(MESSAGE_TEXT.emptyTitle)).toBeVisible();
    await expect(adaLog.getByText(MESSAGE_TEXT.emptyHint)).toBeVisible();
    await expect(page.getByTestId("presence")).toHaveText(MESSAGE_TEXT.offline);
    await shot(page, "empty-conversation");
    await expectAccessible();

    // Ben arrives by the overlay's link, which names the member rather than the match.
    await ben.page.goto(`/messages/${ada.id}`);
    await realtimeOpen(ben.page);
    const benLog = conversationLog(ben.page, "Ada Lovelace");
    await expect(benLog.getByText(MESSAGE_TEXT.emptyTitle)).toBeVisible();
    await expect(page.getByTestId("presence")).toHaveText(MESSAGE_TEXT.online);
    await expect(ben.page.getByTestId("presence")).toHaveText(MESSAGE_TEXT.online);

    // Ben types (Ada sees it) and sends with Enter; Ada sees it live, without a reload.
    const hello = "Hello Ada! Fancy a walk by the river on Saturday?";
    await composer(ben.page).fill(hello);
    await expect(page.getByText("Ben is typing…")).toBeVisible();
    await composer(ben.page).press("Enter");
    await expect(composer(ben.page)).toHaveValue("");
    await expect(benLog.getByText(hello)).toBeVisible();
    await expect(adaLog.getByText(hello)).toBeVisible();
    await expect(page.getByText("Ben is typing…")).toHaveCount(0);
    await expect(adaLog.getByText("less than a minute ago")).toBeVisible();

    // A photo: previewed, removable, and cleared after the send.
    const sendButton = ben.page.getByRole("button", { name: "Send message" });
    await expect(sendButton).toBeDisabled();
    await ben.page.getByLabel("Choose an image to send").setInputFiles(await png("river.png"));
    await expect(ben.page.getByRole("img", { name: "Image to send" })).toBeVisible();
    await ben.page.getByRole("button", { name: "Remove image" }).click();
    await expect(ben.page.getByRole("img", { name: "Image to send" })).toHaveCount(0);
    await ben.page.getByLabel("Choose an image to send").setInputFiles(await png("river.png"));
    await expect(ben.page.getByRole("img", { name: "Image to send" })).toBeVisible();
    await shot(ben.page, "composer-with-image");
    await sendButton.click();
    await expect(ben.page.getByRole("img", { name: "Image to send" })).toHaveCount(0);
    const photo = adaLog.getByRole("img", { name: "Photo from Ben Okafor" });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Ada has the conversation open, so both are read at once, and Ben's ticks turn double live.
    await expect(benLog.getByRole("img", { name: "Read" })).toHaveCount(2);
    await expect(benLog.getByRole("img", { name: "Sent" })).toHaveCount(0);
    const stored = await messagesViaApi(ben.page.request, matchId);
    expect(stored.map((m) => [m.content, m.imageUrl !== null, m.isRead])).toEqual([
      [hello, false, true],
      [null, true, true],
    ]);

    // Opened in a tab of its own: the browser's image viewer shows it, and logs nothing (the API's
    // stricter policy still lets the viewer style itself).
    const logged: string[] = [];
    // Heard from the tab's first moment: the viewer's violations come as it loads.
    page.context().once("page", (opened) => opened.on("console", (message) => logged.push(message.text())));
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      adaLog.getByRole("link", { name: "Open photo from Ben Okafor" }).click(),
    ]);
    await tab.waitForLoadState();
    await expect
      .poll(() => tab.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(logged).toEqual([]);
    await tab.close();

    // Ada answers; Ben's list row and conversation show it.
    await typeAndSend(page, "Saturday works! Ten o'clock at the bridge?");
    await expect(benLog.getByText("Saturday works! Ten o'clock at the bridge?")).toBeVisible();
    await expect(adaLog.getByRole("img", { name: "Read" })).toHaveCount(1);
    await shot(page, "conversation");
    await shot(ben.page, "conversation-sender");
    await expectAccessible();
    await expectAccessible(ben.page);

    // A third member can read neither the photo nor the conversation.
    const cleo = await createCorrespondent({ firstName: "Cleo", lastName: "Marsh" });
    const imageUrl = stored[1]!.imageUrl!;
    expect((await cleo.request.get(imageUrl)).status()).toBe(403);
    expect((await cleo.request.get(`/api/conversations/${matchId}/messages`)).status()).toBe(403);
    expect((await page.request.get(imageUrl)).status()).toBe(200);
    await cleo.request.dispose();

    // Ben leaves: Ada sees him go offline.
    await closeMember(ben);
    await expect(page.getByTestId("presence")).toHaveText(MESSAGE_TEXT.offline);
  });

  test("a dropped connection reconnects and catches up on what it missed", async ({ page }) => {
    const ada = await becomeMessenger(page, ADA);
    const ben = await createCorrespondent(BEN);
    const noor = await createCorrespondent({ ...BEN, firstName: "Noor", lastName: "Haddad" });
    const benMatch = await matchViaApi(ben, { request: page.request, id: ada.id });
    const noorMatch = await matchViaApi(noor, { request: page.request, id: ada.id });

    // The socket goes through a route the test controls: it can drop it and hold the reconnect.
    const sockets: WebSocketRoute[] = [];
    let letReconnect: () => void = () => {};
    const reconnect = new Promise<void>((resolve) => (letReconnect = resolve));
    await page.routeWebSocket(/\/api\/realtime$/, async (socket) => {
      sockets.push(socket);
      if (sockets.length > 1) await reconnect;
      socket.connectToServer();
    });
    await page.goto(`/messages/${benMatch}`);
    await realtimeOpen(page);
    const log = conversationLog(page, "Ben Okafor");
    await ben.send(benMatch, "Still on for tonight?");
    await expect(log.getByText("Still on for tonight?")).toBeVisible();

    // Down: whatever is sent now cannot arrive live.
    await sockets[0]!.close({ code: 4000, reason: "network lost" });
    await expect(page.locator("html")).toHaveAttribute("data-realtime", "connecting");
    await ben.send(benMatch, "I'll bring the tickets.");
    await noor.send(noorMatch, "Hi Ada!");
    await expect(log.getByText("I'll bring the tickets.")).toHaveCount(0);

    // Back: the reconnect refetches, so both messages are there and counted.
    letReconnect();
    await realtimeOpen(page);
    await expect(log.getByText("I'll bring the tickets.")).toBeVisible();
    await expect(messagesTab(page)).toHaveAccessibleName(unreadTab(1));
    expect(sockets).toHaveLength(2);
    await Promise.all([ben, noor].map((member) => member.request.dispose()));
  });

  test("a session ended elsewhere closes the socket and sends the member to sign in", async ({ page }) => {
    test.setTimeout(60_000);
    await becomeMessenger(page, ADA);
    await page.goto("/messages");
    await realtimeOpen(page);
    // Signed out from "another device": the server notices within its 20 s heartbeat and closes (4401).
    await signOutViaApi(page);
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await expect(page.locator("html")).toHaveAttribute("data-realtime", "closed");
  });
});
