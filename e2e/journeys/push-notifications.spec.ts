// Issue 32, Web Push from the member's side: the app asks in its own words once the member has written
// to a match, the browser's prompt follows a yes, and the device is subscribed. While her tab is on
// screen nothing is pushed; once it is out of view a message and a new match are, signed and encrypted
// by the server and decrypted by the test's push service; the worker shows the message and a click on
// it opens the conversation. Settings lists the device and removes it. (support/browser-push.ts says
// which part is the test's own: the browser vendor's push service.)
import { PUSH_NOTIFICATION_TEXT, PUSH_PROMPT_TEXT, PUSH_SETTINGS_TEXT } from "@kindred/contracts";
import { toastWith } from "../support/admin-helpers";
import {
  clickNotification,
  hideTab,
  notificationsShown,
  pushToWorker,
  startPushService,
  stubBrowserPush,
  type PushService,
} from "../support/browser-push";
import { closeMember } from "../support/discovery-helpers";
import { expect, signUpViaApi, test } from "../support/fixtures";
import { FULL_BROWSER } from "../support/full-browser";
import {
  ADA,
  BEN,
  conversationLog,
  createCorrespondent,
  likeViaApi,
  matchedPair,
  realtimeOpen,
  sendViaApi,
  shot,
  typeAndSend,
} from "../support/messages-helpers";
import { english } from "../support/text";

// The notifications are read back from the browser: the full one, as the headless shell shows none.
test.use({ serviceWorkers: "allow", ...FULL_BROWSER });

/** The server waits this long before a message's push (a reply read at once needs none), plus a job's pick-up. */
const MESSAGE_PUSH_WAIT_MS = 6_000;

let pushService: PushService;
test.beforeAll(async () => {
  pushService = await startPushService();
});
test.afterAll(() => pushService?.close());

test.describe("push notifications", () => {
  test("asked after writing, a member gets a message and a match pushed only while away; a click opens the conversation", async ({
    page,
    browser,
    context,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const device = pushService.device();
    await stubBrowserPush(page, device);
    const { own: ada, second: ben, matchId } = await matchedPair(page, browser, { page: ADA, second: BEN });

    // Writing to Ben is when the app asks: in its words first, the browser's prompt on a yes.
    await page.goto(`/messages/${matchId}`);
    await realtimeOpen(page);
    const ask = page.getByRole("region", { name: english(PUSH_PROMPT_TEXT.title, { name: "Ben" }) });
    await expect(ask).toBeHidden();
    await typeAndSend(page, "Coffee on Saturday?");
    await expect(conversationLog(page, "Ben Okafor").getByText("Coffee on Saturday?")).toBeVisible();
    await expect(ask).toBeVisible();
    await expectAccessible();
    await shot(page, "push-ask");
    await ask.getByRole("button", { name: PUSH_PROMPT_TEXT.accept }).click();
    await expect(toastWith(page, PUSH_PROMPT_TEXT.done)).toBeVisible();
    await expect(ask).toBeHidden();
    const devices = await (await page.request.get("/api/push/subscriptions")).json();
    expect(devices.devices).toHaveLength(1);

    // On screen (the dashboard, the message unread): nothing is pushed.
    await page.goto("/dashboard");
    await realtimeOpen(page);
    await sendViaApi(ben.page.request, matchId, "Saturday works!");
    await page.waitForTimeout(MESSAGE_PUSH_WAIT_MS);
    expect(device.received).toEqual([]);

    // Out of view: the next message is pushed, without its text (the default).
    await hideTab(page);
    await sendViaApi(ben.page.request, matchId, "Ten o'clock?");
    const [message] = await pushService.waitFor(device, 1, 20_000);
    expect(message!.payload).toEqual({
      kind: "message",
      title: expect.any(String),
      body: english(PUSH_NOTIFICATION_TEXT.messageFrom, { name: "Ben" }),
      url: `/messages/${matchId}`,
      tag: matchId,
    });

    // A new match while away: Ada liked Cleo, Cleo likes her back.
    const cleo = await createCorrespondent({
      firstName: "Cleo",
      lastName: "Park",
      gender: "male",
      interestedIn: "women",
    });
    expect((await likeViaApi(page.request, cleo.id)).outcome).toBe("liked");
    const matched = await likeViaApi(cleo.request, ada.id);
    expect(matched.outcome).toBe("matched");
    const pushes = await pushService.waitFor(device, 2, 20_000);
    expect(pushes[1]!.payload).toMatchObject({ kind: "match", url: `/messages/${matched.matchId}` });
    expect(pushService.problems).toEqual([]);

    // The worker shows the message's push; a click opens the conversation.
    const push = await pushToWorker(context, page);
    await push(message!.payload);
    await expect
      .poll(() => notificationsShown(page))
      .toEqual([{ title: message!.payload.title, body: message!.payload.body, tag: matchId }]);
    await clickNotification(context, matchId);
    await expect(page).toHaveURL(new RegExp(`/messages/${matchId}$`));
    await expect(page.getByRole("heading", { level: 2, name: "Ben Okafor" })).toBeVisible();
    await closeMember(ben);
  });

  test("Settings turns this device on and off, and lists the member's devices to remove", async ({
    page,
    expectAccessible,
  }) => {
    const device = pushService.device();
    await stubBrowserPush(page, device);
    await signUpViaApi(page);
    await page.goto("/settings?tab=notifications");
    const card = page.getByRole("region", { name: PUSH_SETTINGS_TEXT.deviceTitle });
    await expect(page.getByRole("region", { name: PUSH_SETTINGS_TEXT.switchesTitle })).toBeVisible();
    await expect(card.getByText(PUSH_SETTINGS_TEXT.off)).toBeVisible();
    await expect(card.getByText(PUSH_SETTINGS_TEXT.noDevices)).toBeVisible();

    await card.getByRole("button", { name: PUSH_SETTINGS_TEXT.turnOn }).click();
    await expect(card.getByText(PUSH_SETTINGS_TEXT.on)).toBeVisible();
    const list = card.getByRole("list", { name: PUSH_SETTINGS_TEXT.devicesTitle });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByText(PUSH_SETTINGS_TEXT.thisDevice)).toBeVisible();
    await expectAccessible();
    await shot(page, "push-settings");

    await list.getByRole("button", { name: /^Remove / }).click();
    await expect(toastWith(page, PUSH_SETTINGS_TEXT.removed)).toBeVisible();
    await expect(card.getByText(PUSH_SETTINGS_TEXT.noDevices)).toBeVisible();
    await expect(card.getByText(PUSH_SETTINGS_TEXT.off)).toBeVisible();
    expect((await (await page.request.get("/api/push/subscriptions")).json()).devices).toEqual([]);
  });
});
