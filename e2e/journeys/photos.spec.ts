import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, signUpViaApi, test } from "../support/fixtures";
import { saveMatchStyleViaApi } from "../support/profile-helpers";
import { hasGpsExif, jpegWithGps, largeJpeg, png, textFileNamedJpg } from "../support/images";

type ApiPhoto = { id: string; url: string; width: number; height: number; isPrivate: boolean; position: number };

async function listPhotos(page: Page): Promise<ApiPhoto[]> {
  const response = await page.request.get("/api/photos");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { photos: ApiPhoto[] }).photos;
}

declare global {
  interface Window {
    __photoUploads?: string[];
  }
}

/**
 * Keeps the bytes of every photo the page uploads (base64), as the browser sends them. Playwright
 * does not expose multipart bodies that carry a file, so this reads them at `fetch` instead.
 */
async function recordUploads(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.__photoUploads = [];
    window.fetch = async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (
        init?.method === "POST" &&
        new URL(url, location.href).pathname === "/api/photos" &&
        init.body instanceof FormData
      ) {
        const file = init.body.get("file");
        if (file instanceof Blob) {
          const bytes = new Uint8Array(await file.arrayBuffer());
          let binary = "";
          for (let i = 0; i < bytes.length; i += 0x8000)
            binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          window.__photoUploads!.push(btoa(binary));
        }
      }
      return original(input, init);
    };
  });
  return async () =>
    (await page.evaluate(() => window.__photoUploads ?? [])).map((base64) => Buffer.from(base64, "base64"));
}

test.describe("photos", () => {
  test("add photos on the profile, save them (resized, EXIF gone), make one private", async ({
    page,
    expectAccessible,
  }) => {
    await signUpViaApi(page);
    await saveMatchStyleViaApi(page, "driven_seeker");
    const sentUploads = await recordUploads(page);
    const [gps, large, portrait] = await Promise.all([jpegWithGps(), largeJpeg(), png()]);

    await page.goto("/profile");
    const area = page.getByRole("region", { name: "Profile Photos" });
    await expect(area.getByText("0/6 photos")).toBeVisible();
    await expect(area.getByText("No photos uploaded yet")).toBeVisible();
    await expect(area.getByText("Add photos to increase your chances of getting matches")).toBeVisible();
    await expect(area.getByRole("button", { name: "Save All Photos" })).toHaveCount(0);

    const picker = area.getByLabel("Add photos");
    await expect(picker).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    await picker.setInputFiles([gps, large, portrait]);
    await expect(area.getByText("3/6 photos")).toBeVisible();
    await expect(area.getByText("Not saved")).toHaveCount(3);
    await expect(area.getByText("Main photo", { exact: true })).toHaveCount(1);
    await expect(area.getByText("No photos uploaded yet")).toHaveCount(0);

    // A text file named .jpg is refused before any upload, with the spec's message.
    await picker.setInputFiles(textFileNamedJpg());
    await expect(page.getByText("Unsupported file type. Please use JPG, PNG or WebP images.")).toBeVisible();
    await expect(area.getByText("3/6 photos")).toBeVisible();

    // A pending photo can be taken out again.
    await picker.setInputFiles(await png("extra.png"));
    await expect(area.getByText("4/6 photos")).toBeVisible();
    await area.getByRole("button", { name: "Remove photo 4" }).click();
    await expect(area.getByText("3/6 photos")).toBeVisible();
    await expectAccessible();

    await area.getByRole("button", { name: "Save All Photos" }).click();
    await expect(area.getByText("Photos saved successfully!")).toBeVisible();
    await expect(area.getByText("3 of your photos have been saved to your profile.")).toBeVisible();
    await expect(page.getByText("Successfully saved 3 photos")).toBeVisible();
    await expect(area.getByText("3/6 photos")).toBeVisible();
    await expect(area.getByText("Not saved")).toHaveCount(0);
    await expect(area.getByRole("button", { name: "Save All Photos" })).toBeDisabled();

    // The browser scaled the 2600x1800 photo down before sending it, and sent the others as they were.
    const uploads = await sentUploads();
    expect(uploads).toHaveLength(3);
    const sent = await Promise.all(uploads.map((bytes) => sharp(bytes).metadata()));
    expect(sent.map(({ width, height }) => [width, height])).toEqual([
      [1200, 900],
      [2000, 1385],
      [640, 800],
    ]);
    expect(hasGpsExif(sent[0]!.exif)).toBe(true);

    // Private photo switch, stored at once.
    const switches = area.getByRole("switch", { name: "Make photo private" });
    await expect(switches).toHaveCount(3);
    await switches.nth(1).click();
    await expect(page.getByText("Photo privacy settings updated")).toBeVisible();
    await expect(switches.nth(1)).toHaveAttribute("aria-checked", "true");

    const photos = await listPhotos(page);
    expect(photos).toHaveLength(3);
    expect(photos.filter((photo) => photo.isPrivate).map((photo) => photo.position)).toEqual([1]);
    expect(photos[1]).toMatchObject({ width: 2000, height: 1385 });
    for (const photo of photos) expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(2000);

    // The server kept no EXIF (and so no GPS position) from the phone-style JPEG.
    const stored = await page.request.get(photos[0]!.url);
    expect(stored.status()).toBe(200);
    expect((await sharp(await stored.body()).metadata()).exif).toBeUndefined();

    // The banner goes away by itself after 5 seconds.
    await expect(area.getByText("Photos saved successfully!")).toBeHidden({ timeout: 8_000 });

    // Four chosen with three slots free: a warning, three taken, and the upload tile is gone at 6.
    const four = await Promise.all([1, 2, 3, 4].map((n) => png(`more-${n}.png`, 400 + n, 500)));
    await area.getByLabel("Add photos").setInputFiles(four);
    await expect(page.getByText("You can only upload 3 more photo(s)")).toBeVisible();
    await expect(area.getByText("6/6 photos")).toBeVisible();
    await expect(area.getByText("Not saved")).toHaveCount(3);
    await expect(area.getByLabel("Add photos")).toHaveCount(0);
  });

  test("the photos page lists, removes (asking first for the main photo) and uploads up to the limit", async ({
    page,
    expectAccessible,
  }) => {
    await signUpViaApi(page);
    await saveMatchStyleViaApi(page, "deep_connector");
    await page.goto("/photos");
    await expect(page.getByRole("heading", { name: "Manage Your Photos", level: 1 })).toBeVisible();
    const grid = page.getByRole("list", { name: "Your photos" });
    await expect(page.getByText("0/6 photos")).toBeVisible();

    // Upload three at once: they go up one by one, straight away.
    await page
      .getByLabel("Add photos")
      .setInputFiles([await jpegWithGps(), await png("a.png"), await png("b.png", 500, 500)]);
    await expect(grid.getByRole("img")).toHaveCount(3);
    await expect(page.getByText("3/6 photos")).toBeVisible();
    await expectAccessible();

    await page.getByRole("button", { name: "Remove photo 2" }).click();
    await expect(grid.getByRole("img")).toHaveCount(2);
    expect(await listPhotos(page)).toHaveLength(2);

    await page.getByRole("button", { name: "Remove photo 1" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("This is your main profile photo. Are you sure you want to remove it?");
    await expectAccessible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(grid.getByRole("img")).toHaveCount(2);

    const [, second] = await listPhotos(page);
    await page.getByRole("button", { name: "Remove photo 1" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove photo" }).click();
    await expect(grid.getByRole("img")).toHaveCount(1);
    const left = await listPhotos(page);
    expect(left.map((photo) => [photo.id, photo.position])).toEqual([[second!.id, 0]]);

    // Six chosen with one stored: five fit, the rest is refused with the limit.
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => png(`p${n}.png`, 300 + n, 300)));
    await page.getByLabel("Add photos").setInputFiles(six);
    await expect(page.getByText("Maximum 6 photos allowed")).toBeVisible();
    await expect(grid.getByRole("img")).toHaveCount(6);
    await expect(page.getByLabel("Add photos")).toHaveCount(0);
    expect(await listPhotos(page)).toHaveLength(6);
  });
});
