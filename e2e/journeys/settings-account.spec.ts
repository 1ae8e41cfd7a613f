import { readFile } from "node:fs/promises";
import { ACCOUNT_DATA_TEXT as TEXT, type DataExport } from "@kindred/contracts";
import { strFromU8, unzipSync } from "fflate";
import {
  columnsHolding,
  matchAs,
  ownMember,
  removeDataDir,
  sendAs,
  shots,
  startOwnServer,
  uploadedFiles,
  uploadPhotoAs,
} from "../support/account-helpers";
import { PASSWORD, expect, latestMail, test } from "../support/fixtures";
import { png } from "../support/images";
import { ADA, BEN, becomeMessenger, createCorrespondent, matchViaApi, sendViaApi } from "../support/messages-helpers";
import { uploadPhotoViaApi } from "../support/safety-helpers";
import { english } from "../support/text";

type Conversation = { with: { firstName: string | null }; messages: { from: string; text: string | null }[] };

/** A state of the card for a screenshot only: the job usually runs too fast to catch it running. */
const pretend = (overrides: Partial<DataExport>): DataExport => ({
  id: "00000000-0000-4000-8000-000000000000",
  status: "running",
  progress: 40,
  createdAt: new Date().toISOString(),
  readyAt: null,
  expiresAt: null,
  downloadedAt: null,
  sizeBytes: null,
  downloadUrl: null,
  ...overrides,
});

test.describe("settings, account: my data", () => {
  test("a member downloads their data: a zip with their messages and photos, once", async ({
    page,
    expectAccessible,
  }) => {
    test.slow();
    const me = await becomeMessenger(page, ADA);
    const ben = await createCorrespondent(BEN);
    const matchId = await matchViaApi({ request: page.request, id: me.id }, ben);
    await sendViaApi(page.request, matchId, "Hello Ben, it's Ada");
    await ben.send(matchId, "Hi Ada!");
    const photo = await uploadPhotoViaApi(page.request, await png("me.png"));

    await page.goto("/settings");
    const card = page.getByRole("region", { name: TEXT.downloadTitle });
    await expect(card.getByRole("button", { name: TEXT.request })).toBeVisible();
    await shots(page, "1-export-idle", card);

    // The two states the job passes through too fast to see, for the screenshots.
    if (process.env.SHOTS) {
      for (const [name, state] of [
        ["2-export-running", pretend({})],
        ["5-export-failed", pretend({ status: "failed", progress: 10 })],
      ] as const) {
        await page.route("**/api/account/export", (route) =>
          route.request().method() === "GET" ? route.fulfill({ json: { export: state } }) : route.fallback(),
        );
        await page.reload();
        await expect(card.getByText(name.includes("running") ? TEXT.running : TEXT.failed)).toBeVisible();
        await shots(page, name, card);
        await page.unroute("**/api/account/export");
      }
      await page.reload();
    }

    await card.getByRole("button", { name: TEXT.request }).click();
    const link = card.getByRole("link", { name: TEXT.download });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText(english(TEXT.availableUntil, { date: "" }).trim())).toBeVisible();
    await expectAccessible();
    await shots(page, "3-export-ready", card);

    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kindred-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));

    const conversations = JSON.parse(strFromU8(zip["messages.json"]!)) as Conversation[];
    expect(conversations).toHaveLength(1);
    expect(conversations[0]!.with.firstName).toBe("Ben");
    expect(conversations[0]!.messages.map((m) => [m.from, m.text])).toEqual([
      ["me", "Hello Ben, it's Ada"],
      ["them", "Hi Ada!"],
    ]);
    const photoFiles = Object.keys(zip).filter((name) => name.startsWith("photos/"));
    expect(photoFiles).toEqual([expect.stringContaining(photo.id)]);
    expect(zip[photoFiles[0]!]!.length).toBeGreaterThan(100);
    expect(strFromU8(zip["README.md"]!)).toContain("## Files");

    await expect(card.getByText(TEXT.downloaded)).toBeVisible();
    await expect(card.getByRole("button", { name: TEXT.requestAgain })).toBeVisible();
    await shots(page, "4-export-downloaded", card);
    // The link is spent: used again, the server says so.
    const again = await page.request.get(new URL(download.url()).pathname);
    expect([again.status(), ((await again.json()) as { error: { message: string } }).error.message]).toEqual([
      410,
      TEXT.linkUsed,
    ]);

    // The danger zone's dialog, looked at and left.
    await page.getByRole("button", { name: TEXT.deleteButton }).click();
    const dialog = page.getByRole("dialog", { name: TEXT.dialogTitle });
    await expect(dialog.getByText(TEXT.dialogGoes)).toBeVisible();
    await expectAccessible();
    await shots(page, "6-delete-dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a member deletes their account: signed out on /, mailed, and no row or file of theirs is left", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const own = await startOwnServer();
    try {
      const dora = await ownMember(own, "Dora", "female", "men");
      const ben = await ownMember(own, "Benno", "male", "women");
      const matchId = await matchAs(dora, ben);
      await sendAs(dora.request, matchId, "Hello from Dora");
      await sendAs(ben.request, matchId, "Hi Dora");
      await uploadPhotoAs(dora.request, await png("dora.png"));
      await uploadPhotoAs(dora.request, await png("dora-2.png", 500, 700));
      expect((await uploadedFiles(own.dataDir)).filter((file) => file.includes(dora.id)).length).toBe(4);

      // Dora's browser: the same session as her API context.
      const context = await browser.newContext({
        baseURL: own.url,
        viewport: test.info().project.use.viewport!,
        storageState: await dora.request.storageState(),
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto("/settings");
      await page.getByRole("button", { name: TEXT.deleteButton }).click();
      const dialog = page.getByRole("dialog", { name: TEXT.dialogTitle });
      const confirm = dialog.getByRole("button", { name: TEXT.confirm });
      // No passkey on this account: the password is the only way offered.
      await expect(dialog.getByLabel(TEXT.passwordLabel)).toBeVisible();
      await expect(dialog.getByRole("button", { name: TEXT.usePasskey })).toHaveCount(0);

      await confirm.click();
      await expect(dialog.getByText(TEXT.passwordRequired)).toBeVisible();
      await dialog.getByLabel(TEXT.passwordLabel).fill("not my password");
      await confirm.click();
      await expect(dialog.getByRole("alert").filter({ hasText: TEXT.wrongPassword })).toBeVisible();
      await shots(page, "7-delete-wrong-password");
      expect((await dora.request.get("/api/me")).status()).toBe(200);

      await dialog.getByLabel(TEXT.passwordLabel).fill(PASSWORD);
      await confirm.click();
      await expect(page).toHaveURL(`${own.url}/`);
      const toast = page.getByText(TEXT.deleted);
      await expect(toast).toBeVisible();
      // Hovered, the toast waits for the screenshot (if it has not already gone on a slow machine).
      if (process.env.SHOTS) await toast.hover({ timeout: 2_000 }).catch(() => undefined);
      await shots(page, "8-deleted-landing");
      expect((await page.request.get("/api/me")).status()).toBe(401);
      const deletedMail = "Your Kindred account has been deleted";
      const mail = await latestMail(page.request, dora.email, deletedMail);
      expect(mail.subject).toBe(deletedMail);
      expect(errors).toEqual([]);
      await context.close();

      // Ben still has the conversation, from "Deleted member".
      const list = (await (await ben.request.get("/api/conversations")).json()) as {
        conversations: { matchId: string; other: { firstName: string } }[];
      };
      expect(list.conversations.find((c) => c.matchId === matchId)?.other.firstName).toBe("Deleted member");

      // No file of hers in the upload folder; and, once the server is stopped, no row in its database.
      expect((await uploadedFiles(own.dataDir)).filter((file) => file.includes(dora.id))).toEqual([]);
      await Promise.all([dora.request.dispose(), ben.request.dispose()]);
      await own.stop();
      expect(await columnsHolding(own.dataDir, [dora.id, dora.email])).toEqual([]);
      expect(await columnsHolding(own.dataDir, [ben.id])).toContain("users.id");
    } finally {
      await own.stop();
      await removeDataDir(own.dataDir);
    }
  });
});
