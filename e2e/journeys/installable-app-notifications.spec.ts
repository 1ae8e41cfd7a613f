// Issue 32, the installable app's notifications: the service worker turns a push into one notification
// per conversation, replaced as messages come, and a click opens its screen. Read back from the
// browser, so in the full one: the headless shell the other journeys run in shows no notifications.
import { LIKES_TAB_PATH, PUSH_LIKES_TAG, type PushPayload } from "@kindred/contracts";
import { clickNotification, notificationsShown, pushToWorker, workerInCharge } from "../support/browser-push";
import { expect, signUpViaApi, test } from "../support/fixtures";
import { FULL_BROWSER } from "../support/full-browser";

test.use({ serviceWorkers: "allow", ...FULL_BROWSER });

test.describe("installable app", () => {
  test("a push becomes one notification per conversation, replaced as messages come; a click opens its screen", async ({
    page,
    context,
  }) => {
    // A member: the likes tab the click opens is a member's screen (a visitor would be sent to sign in).
    await signUpViaApi(page);
    await context.grantPermissions(["notifications"]);
    await page.goto("/dashboard");
    await workerInCharge(page);
    const push = await pushToWorker(context, page);
    const matchId = "0b9a4c52-5f0e-4a7e-9d55-1d6d3c1b2a10";
    const message = (body: string): PushPayload => ({
      kind: "message",
      title: "Kindred",
      body,
      url: `/messages/${matchId}`,
      tag: matchId,
    });
    await push(message("New message from Ana"));
    await expect
      .poll(() => notificationsShown(page), { timeout: 20_000 })
      .toEqual([{ title: "Kindred", body: "New message from Ana", tag: matchId }]);
    await push(message("New message from Ana, again"));
    await expect
      .poll(() => notificationsShown(page), { timeout: 20_000 })
      .toEqual([{ title: "Kindred", body: "New message from Ana, again", tag: matchId }]);
    await push({
      kind: "like",
      title: "Kindred",
      body: "Someone likes you.",
      url: LIKES_TAB_PATH,
      tag: PUSH_LIKES_TAG,
    });
    await expect.poll(async () => (await notificationsShown(page)).length, { timeout: 20_000 }).toBe(2);

    await clickNotification(context, PUSH_LIKES_TAG);
    await expect(page).toHaveURL(new RegExp(`${LIKES_TAB_PATH.replace("?", "\\?")}$`));
    await expect.poll(async () => (await notificationsShown(page)).map((shown) => shown.tag)).toEqual([matchId]);
  });
});
