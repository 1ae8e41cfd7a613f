// Issue 32, the installable app: Chromium's own installability checks on the manifest and the
// service worker, the icons drawn at the sizes the manifest says, the offline screen when the network
// drops, and a new build's worker taking over on the next navigation. The other journeys block
// service workers (playwright.config.ts); these allow them.
import { OFFLINE_TEXT, SERVICE_WORKER } from "@kindred/contracts";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { startOwnServer } from "../support/account-helpers";
import { workerInCharge } from "../support/browser-push";
import { expect, signUpViaApi, test } from "../support/fixtures";

// The notifications a push raises are installable-app-notifications.spec.ts's: they need the full
// browser, and a file of their own keeps these in the headless shell.
test.use({ serviceWorkers: "allow" });

/** The build the journeys' server serves (test:e2e builds it first). */
const BUILD = fileURLToPath(new URL("../../apps/web/dist", import.meta.url));

type Manifest = { icons: { src: string; sizes: string; purpose: string }[] };

/** The URLs (paths) kept in the app's cache. */
const cachedPaths = (page: Page) =>
  page.evaluate(async (prefix) => {
    const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
    const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
    return requests.map((request) => new URL(request.url).pathname);
  }, SERVICE_WORKER.cachePrefix);

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test.describe("installable app", () => {
  test("Chromium finds the app installable, and every icon is a PNG of its stated size", async ({ playwright }) => {
    // Chromium never offers to install from an incognito window, which every Playwright context is
    // but a persistent one.
    const use = test.info().project.use;
    const profileDir = await mkdtemp(path.join(tmpdir(), "kindred-install-"));
    const context = await playwright.chromium.launchPersistentContext(profileDir, {
      ...use.launchOptions,
      baseURL: use.baseURL,
      viewport: use.viewport,
      serviceWorkers: "allow",
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto("/");
      await workerInCharge(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
      const { errors, data } = await cdp.send("Page.getAppManifest");
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data ?? "{}") as Manifest;
      expect(new Set(manifest.icons.map((icon) => icon.purpose))).toEqual(new Set(["any", "maskable", "monochrome"]));
      for (const icon of manifest.icons) {
        const response = await page.request.get(icon.src);
        expect(response.headers()["content-type"], icon.src).toBe("image/png");
        const side = Number(icon.sizes.split("x")[0]);
        expect(pngSize(await response.body()), icon.src).toEqual({ width: side, height: side });
      }
    } finally {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    }
  });

  test("with no network a page shows the offline screen, styled from the cache; back online, Try again opens it", async ({
    page,
    context,
    expectAccessible,
  }) => {
    await signUpViaApi(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await workerInCharge(page);
    // The API is never kept: only the app's files and the offline screen.
    await page.request.get("/api/session");
    const kept = await cachedPaths(page);
    expect(kept).toContain("/offline");
    expect(kept.some((path) => path.startsWith("/assets/"))).toBe(true);
    expect(kept.filter((path) => path.startsWith("/api/"))).toEqual([]);

    await context.setOffline(true);
    await page.goto("/match");
    await expect(page.getByRole("heading", { level: 1, name: OFFLINE_TEXT.title })).toBeVisible();
    await expect(page.getByText(OFFLINE_TEXT.body)).toBeVisible();
    await expect(page).toHaveTitle(/offline/);
    // Styled: the stylesheet came from the worker's cache, as the network is gone.
    const retry = page.getByRole("link", { name: OFFLINE_TEXT.retry });
    expect(await retry.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    await expectAccessible();
    await page.screenshot({ path: test.info().outputPath("offline.png") });

    await context.setOffline(false);
    await retry.click();
    await expect(page).toHaveURL(/\/match$/);
    await expect(page.getByRole("heading", { level: 1, name: OFFLINE_TEXT.title })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("a new build's worker takes over on the next navigation and drops the old build's cache", async ({ page }) => {
    // A server of its own over a copy of the build, so a deploy can be played without touching the
    // build every other journey is served.
    const dist = await mkdtemp(path.join(tmpdir(), "kindred-dist-"));
    await cp(BUILD, dist, { recursive: true });
    const server = await startOwnServer({ env: { WEB_DIST_DIR: dist } });
    try {
      await page.goto(`${server.url}/`);
      const [before] = await workerInCharge(page);
      expect(before).toMatch(new RegExp(`^${SERVICE_WORKER.cachePrefix}`));
      const version = before!.slice(SERVICE_WORKER.cachePrefix.length);

      // The deploy: the worker as a new build writes it, its version changed.
      const worker = path.join(dist, SERVICE_WORKER.path);
      const current = await readFile(worker, "utf8");
      expect(current).toContain(version);
      await writeFile(worker, current.replaceAll(version, "next-build"));
      await Promise.all([rm(`${worker}.br`, { force: true }), rm(`${worker}.gz`, { force: true })]);

      await page.goto(`${server.url}/login`);
      await expect
        .poll(() => page.evaluate(() => caches.keys()), { timeout: 15_000 })
        .toEqual([`${SERVICE_WORKER.cachePrefix}next-build`]);
      expect(await cachedPaths(page)).toContain("/offline");
    } finally {
      await server.stop();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
