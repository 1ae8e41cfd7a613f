// The inbox: the likes tab and its live news, the conversation list with its search and menus, and an empty inbox.
import { BLOCK_TEXT, LIKE_MESSAGES, MESSAGE_TEXT, REPORT_TEXT } from "@kindred/contracts";
import { DESKTOP_TOO, expect, test } from "../support/fixtures";
import { english } from "../support/text";
import {
  ADA,
  BEN,
  becomeMessenger,
  conversationLog,
  conversationRow,
  createCorrespondent,
  likeViaApi,
  matchViaApi,
  messagesTab,
  realtimeOpen,
  sendViaApi,
  shot,
  unreadTab,
} from "../support/messages-helpers";

test.describe("messages", () => {
  test(
    "likes tab: a live badge, Like back opens the new conversation; news from elsewhere is announced",
    DESKTOP_TOO,
    async ({ page, expectAccessible }) => {
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
      const pending = (await (await page.request.get("/api/matches/celebrations")).json()) as {
        celebrations: unknown[];
      };
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
    },
  );

  test(
    "the list: search by name, views per screen size, earlier messages, profile, report and block",
    DESKTOP_TOO,
    async ({ page, expectAccessible }) => {
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

      // Report: a category and a reason are required; then it reaches the moderators.
      await page.getByRole("button", { name: "Conversation options" }).click();
      await page.getByRole("menuitem", { name: "Report conversation" }).click();
      const report = page.getByRole("dialog", { name: "Report conversation with Ben" });
      await report.getByRole("button", { name: "Submit Report" }).click();
      await expect(report.getByText(REPORT_TEXT.categoryRequired)).toBeVisible();
      await expect(report.getByText(REPORT_TEXT.reasonRequired)).toBeVisible();
      await shot(page, "report");
      await expectAccessible();
      await report.getByRole("combobox", { name: REPORT_TEXT.categoryLabel }).selectOption("scam_spam");
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
      const confirm = page.getByRole("alertdialog", { name: english(BLOCK_TEXT.confirmTitle, { name: "Ben" }) });
      await confirm.getByRole("button", { name: BLOCK_TEXT.confirm }).click();
      await expect(page.getByText(english(BLOCK_TEXT.blocked, { name: "Ben" }))).toBeVisible();
      await expect(page).toHaveURL(/\/messages$/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText("Noor Haddad");
      expect((await ben.request.get(`/api/conversations/${benMatch}/messages`)).status()).toBe(403);

      // The row's View profile button opens the profile too.
      await rows.first().getByRole("button", { name: "View profile" }).click();
      await expect(page).toHaveURL(`/match/${noor.id}`);
      await Promise.all([ben, noor].map((member) => member.request.dispose()));
    },
  );

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
});
