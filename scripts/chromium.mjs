// Finds the Chromium the browser tests drive: CHROME_PATH, then Debian's /usr/bin/chromium, then a
// browser Playwright downloaded itself; and the headless shell most journeys run in. Run directly, it
// fails with one line when there is no Chromium, and says so when there is no headless shell.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

export async function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  try {
    const { chromium } = await import("playwright-core");
    candidates.push(chromium.executablePath());
  } catch {
    // playwright-core not installed: only the system paths count.
  }
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, built from the same source as chromium):
 * the same Blink and V8 without the full browser's UI and display layers. Chromium took a third less
 * CPU in it, the journeys as a whole a sixth (issue 30), and CPU is what bounds CI on two cores. It
 * shows no notifications, so the journeys that read the ones a push raises run in the full browser
 * (e2e/support/full-browser.ts). Undefined without it.
 */
export function findHeadlessShell() {
  const candidates = [
    process.env.CHROME_HEADLESS_SHELL_PATH,
    "/usr/lib/chromium/chromium-headless-shell",
    "/usr/bin/chromium-headless-shell",
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/** The browser the journeys run in: the headless shell, else the full Chromium (slower, the same tests). */
export async function findJourneyBrowser() {
  return findHeadlessShell() ?? (await findChromium());
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const found = await findChromium();
  if (!found) {
    console.error(
      "No Chromium for the browser tests: install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chromium or Chrome binary.",
    );
    process.exit(1);
  }
  if (!findHeadlessShell())
    console.error(
      "No Chromium headless shell: the journeys run in the full browser, at more CPU (Debian/Ubuntu: `sudo apt-get install -y chromium-headless-shell`, or set CHROME_HEADLESS_SHELL_PATH).",
    );
}
