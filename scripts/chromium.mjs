// Finds the Chromium the browser tests drive: CHROME_PATH, then Debian's /usr/bin/chromium, then a
// browser Playwright downloaded itself. Run directly, it fails with one line when there is none.
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
}
