import { LIKE_MESSAGES, MESSAGE_TEXT, REPORT_TEXT } from "@kindred/contracts";
import type { WebSocketRoute } from "@playwright/test";
import { expect, signOutViaApi, test } from "../support/fixtures";
import { closeMember, openSecondBrowser } from "../support/discovery-helpers";
import { png, textFileNamedJpg } from "../support/images";
import {
  becomeMessenger,
  composer,
  conversationLog,
  conversationRow,
  createCorrespondent,
  likeViaApi,
  matchViaApi,
  messagesTab,
  messagesViaApi,
  realtimeOpen,
  sendViaApi,
  shot,
  typeAndSend,
} from "../support/messages-helpers";

const ADA = { firstName: "Ada", lastName: "Lovelace", gender: "female", interestedIn: "men" } as const;
/** The bottom bar's Messages tab, named with its count. */
const unreadTab = (count: number) => new RegExp(`^Messages\\s*\\(${count} unread\\)$`);
const BEN = { firstName: "Ben", lastName: "Okafor", gender: "male", interestedIn: "women" } as const;

test.describe("messages", () => {
  test("two matched members chat live: text and a photo, read ticks, presence; a stranger is refused", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    test.setTimeout(60_000);
    const ada = await becomeMessenger(page, ADA);
    const ben = await openSecondBrowser(browser);
    const benProfile = await becomeMessenger(ben.page, BEN);
    const matchId = await matchViaApi(
      { request: ben.page.request, id: benProfile.id },
      { request: page.request, id: ada.id },
    );

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

  test("likes tab: a live badge, Like back opens the new conversation; news from elsewhere is announced", async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(60_000);
    const ada = await becomeMessenger(page, ADA);
    const dan = await createCorrespondent({ ...BEN, firstName: "Dan", lastName: "Rivera" });
    const danMatch = await matchViaApi(dan, { request: page.request, id: ada.id });
    await sendViaApi(dan.request, danMatch, "Morning! How was the concert?");

    await page.goto("/messages");
    await realtimeOpen(page);
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    // A phone shows the list alone; a wide screen the list and, beside it, the invitation to choose.
    if (test.info().project.name === "desktop") {
      await expect(page.getByRole("heading", { name: MESSAGE_TEXT.selectTitle })).toBeVisible();
      await expect(page.getByText(MESSAGE_TEXT.selectHint)).toBeVisible();
    }
    const danRow = conversationRow(page, "Dan Rivera");
    await expect(danRow).toContainText("Morning! How was the concert?");
    await expect(danRow).toContainText("1 unread");
    await expect(messagesTab(page)).toHaveAccessibleName(unreadTab(1));

    // Dan writes again while Ada is elsewhere in the inbox: announced, counted, and the row moves.
    await sendViaApi(dan.request, danMatch, "I'm around this afternoon if you want coffee.");
    await expect(page.getByText(MESSAGE_TEXT.newMessage)).toBeVisible();
    await expect(messagesTab(page)).toHaveAccessibleName(unreadTab(2));
    await expect(danRow).toContainText("I'm around this afternoon");
    await expect(danRow).toContainText("2 unread");
    await shot(page, "list");

    // Cleo likes Ada now: the Likes tab counts her at once.
    const cleo = await createCorrespondent({ ...BEN, firstName: "Cleo", lastName: "Marsh", age: 31 });
    const likesTab = page.getByRole("tab", { name: /^Likes/ });
    await expect(page.getByTestId("likes-badge")).toHaveCount(0);
    await cleo.like(ada.id);
    await expect(page.getByTestId("likes-badge")).toHaveText("1");
    await expect(likesTab).toHaveAccessibleName(/^Likes\s*\(1 waiting\)$/);
    await likesTab.click();
    await expect(page.getByRole("heading", { name: MESSAGE_TEXT.likesHeading })).toBeVisible();
    const card = page.getByRole("list", { name: "Likes" }).getByRole("listitem").filter({ hasText: "Cleo" });
    await expect(card).toContainText("Cleo, 31");
    await expect(card).toContainText(/Liked you on \w+ \d+, \d{4}/);
    await shot(page, "likes");
    await expectAccessible();

    // Message needs a match first; Like back makes it and opens our conversation.
    await card.getByRole("button", { name: "Message" }).click();
    await expect(page.getByText(MESSAGE_TEXT.pending)).toBeVisible();
    await card.getByRole("button", { name: "Like back" }).click();
    await expect(page.getByText(LIKE_MESSAGES.matched)).toBeVisible();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    const cleoMatch = page.url().split("/").at(-1)!;
    await expect(page.getByRole("heading", { level: 2, name: "Cleo Marsh" })).toBeVisible();
    const conversationsTab = page.getByRole("tab", { name: "Conversations" });
    if (test.info().project.name === "phone") {
      // The phone shows the conversation alone; back on the list, Conversations is the tab shown.
      await page.getByRole("link", { name: "Back to conversations" }).click();
      await expect(conversationsTab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByTestId("likes-badge")).toHaveCount(0);
      await conversationRow(page, "Cleo Marsh").getByRole("link").click();
      await expect(page.getByRole("heading", { level: 2, name: "Cleo Marsh" })).toBeVisible();
    } else {
      await expect(conversationsTab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByTestId("likes-badge")).toHaveCount(0);
      await expect(conversationRow(page, "Cleo Marsh").getByRole("link")).toHaveAttribute("aria-current", "page");
    }

    // With Cleo's conversation open, a message from Dan is still announced; one from Cleo is not.
    await expect(page.getByText(MESSAGE_TEXT.newMessage)).toHaveCount(0, { timeout: 10_000 });
    await sendViaApi(dan.request, danMatch, "Also: the bakery on Elm has croissants again.");
    await expect(page.getByText(MESSAGE_TEXT.newMessage)).toBeVisible();
    await expect(messagesTab(page)).toHaveAccessibleName(unreadTab(3));
    await expect(page.getByText(MESSAGE_TEXT.newMessage)).toHaveCount(0, { timeout: 10_000 });
    await cleo.send(cleoMatch, "Hi Ada, so glad you liked me back!");
    await expect(conversationLog(page, "Cleo Marsh").getByText("Hi Ada, so glad you liked me back!")).toBeVisible();
    await expect(page.getByText(MESSAGE_TEXT.newMessage)).toHaveCount(0);
    await expect(messagesTab(page)).toHaveAccessibleName(unreadTab(3));

    // Opening Dan's conversation reads his three messages: the badges go.
    if (test.info().project.name === "phone") await page.getByRole("link", { name: "Back to conversations" }).click();
    await danRow.getByRole("link").click();
    await expect(conversationLog(page, "Dan Rivera").getByText("croissants again")).toBeVisible();
    await expect(messagesTab(page)).toHaveAccessibleName("Messages");
    if (test.info().project.name === "phone") await page.getByRole("link", { name: "Back to conversations" }).click();
    await expect(danRow).not.toContainText("unread");

    // Eve, whom Ada liked earlier, likes back while Ada is here: the celebration, live, once.
    const eve = await createCorrespondent({ ...BEN, firstName: "Eve", lastName: "Moreau" });
    await likeViaApi(page.request, eve.id);
    const eveMatch = (await eve.like(ada.id)).matchId;
    const overlay = page.getByRole("dialog", { name: "It's a Match!" });
    await expect(overlay.getByText("You and Eve liked each other!")).toBeVisible();
    await overlay.getByRole("button", { name: "Keep Swiping" }).click();
    await expect(overlay).toBeHidden();
    await expect(conversationRow(page, "Eve Moreau")).toBeVisible();
    const pending = (await (await page.request.get("/api/matches/celebrations")).json()) as { celebrations: unknown[] };
    expect(pending.celebrations).toEqual([]);

    // The dashboard's Messages tile counts live too.
    await page.goto("/dashboard");
    await realtimeOpen(page);
    const tile = page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link", { name: /^Messages/ });
    await expect(tile).not.toContainText("unread");
    await eve.send(eveMatch, "Bonjour Ada!");
    await expect(tile).toContainText("1 unread messages");
    await expect(messagesTab(page)).toHaveAccessibleName(unreadTab(1));
    await Promise.all([dan, cleo, eve].map((member) => member.request.dispose()));
  });

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

  test("the list: search by name, views per screen size, earlier messages, profile, report and block", async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(60_000);
    const phone = test.info().project.name === "phone";
    const ada = await becomeMessenger(page, ADA);
    const ben = await createCorrespondent(BEN);
    const noor = await createCorrespondent({ ...BEN, firstName: "Noor", lastName: "Haddad" });
    const benMatch = await matchViaApi(ben, { request: page.request, id: ada.id });
    await matchViaApi(noor, { request: page.request, id: ada.id });
    // More than one page of history from Ben (a page is 50).
    for (let i = 1; i <= 53; i++) await ben.send(benMatch, `Note number ${i}`);

    await page.goto("/messages");
    await realtimeOpen(page);
    const rows = page.getByRole("list", { name: "Conversations" }).getByRole("listitem");
    // Ben has messages, so he is first; Noor, with none yet, is last.
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Ben Okafor");
    await expect(rows.last()).toContainText("Noor Haddad");
    await expect(rows.last()).toContainText("New match! Say hello");
    await shot(page, "list-two");

    // The search matches first or last names, whatever the case.
    const search = page.getByRole("searchbox", { name: "Search conversations" });
    await expect(search).toHaveAttribute("placeholder", MESSAGE_TEXT.searchPlaceholder);
    await search.fill("HADD");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Noor Haddad");
    await search.fill("ben");
    await expect(rows).toHaveCount(1);
    await search.fill("nobody");
    await expect(page.getByText(MESSAGE_TEXT.noConversations)).toBeVisible();
    await search.fill("");
    await expect(rows).toHaveCount(2);

    // Phone: the list and the conversation are separate views. Desktop: side by side.
    if (phone) await expect(page.getByText(MESSAGE_TEXT.selectTitle)).toBeHidden();
    else await expect(page.getByText(MESSAGE_TEXT.selectTitle)).toBeVisible();
    await rows.first().getByRole("link").click();
    const log = conversationLog(page, "Ben Okafor");
    await expect(log.getByText("Note number 53")).toBeVisible();
    await expect(log.getByText("Note number 3", { exact: true })).toHaveCount(0);
    if (phone) {
      await expect(search).toBeHidden();
      await shot(page, "phone-conversation");
      await page.getByRole("link", { name: "Back to conversations" }).click();
      await expect(page).toHaveURL(/\/messages$/);
      await expect(rows).toHaveCount(2);
      await expect(log).toHaveCount(0);
      await rows.first().getByRole("link").click();
    } else {
      await expect(search).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to conversations" })).toBeHidden();
    }

    // Earlier messages load above, and the conversation stays where it was.
    await page.getByRole("button", { name: "Load earlier messages" }).click();
    await expect(log.getByText("Note number 1", { exact: true })).toBeAttached();
    await expect(page.getByRole("button", { name: "Load earlier messages" })).toHaveCount(0);
    await expect(log.getByText("Note number 1", { exact: true })).not.toBeInViewport();
    await expectAccessible();

    // Report: a reason is required; then it reaches the moderators.
    await page.getByRole("button", { name: "Conversation options" }).click();
    await page.getByRole("menuitem", { name: "Report conversation" }).click();
    const report = page.getByRole("dialog", { name: "Report conversation with Ben" });
    await report.getByRole("button", { name: "Submit Report" }).click();
    await expect(report.getByText(REPORT_TEXT.reasonRequired)).toBeVisible();
    await shot(page, "report");
    await expectAccessible();
    await report.getByRole("textbox", { name: "Reason" }).fill("He keeps asking me for money.");
    await report.getByRole("button", { name: "Submit Report" }).click();
    await expect(page.getByText(REPORT_TEXT.conversationReported)).toBeVisible();
    await expect(report).toBeHidden();

    // View profile opens Ben's page; back, then block him: the conversation closes for both.
    await page.getByRole("button", { name: "Conversation options" }).click();
    await page.getByRole("menuitem", { name: "View profile" }).click();
    await expect(page).toHaveURL(`/match/${ben.id}`);
    await page.goBack();
    await page.getByRole("button", { name: "Conversation options" }).click();
    await page.getByRole("menuitem", { name: "Block user" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Block Ben?" });
    await confirm.getByRole("button", { name: "Block user" }).click();
    await expect(page.getByText("Ben has been blocked.", { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Noor Haddad");
    expect((await ben.request.get(`/api/conversations/${benMatch}/messages`)).status()).toBe(403);

    // The row's View profile button opens the profile too.
    await rows.first().getByRole("button", { name: "View profile" }).click();
    await expect(page).toHaveURL(`/match/${noor.id}`);
    await Promise.all([ben, noor].map((member) => member.request.dispose()));
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

  test("a new member's inbox: no conversations and no likes yet", async ({ page, expectAccessible }) => {
    await becomeMessenger(page, ADA);
    await page.goto("/messages");
    await expect(page.getByText(MESSAGE_TEXT.noConversations)).toBeVisible();
    await expect(page.getByRole("link", { name: "Find matches" })).toHaveAttribute("href", "/match");
    await shot(page, "no-conversations");
    await expectAccessible();
    await page.getByRole("tab", { name: "Likes" }).click();
    await expect(page.getByText(MESSAGE_TEXT.noLikes)).toBeVisible();
    await expect(page.getByText(MESSAGE_TEXT.noLikesHint)).toBeVisible();
    await shot(page, "no-likes");
    await expectAccessible();
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
