// @ts-expect-error plain ESM helper shared with scripts/
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs";

/**
 * The full Chromium, for the journeys that need what the headless shell the others run in lacks: the
 * notifications a push raises (scripts/chromium.mjs, findHeadlessShell). `test.use(FULL_BROWSER)` at
 * the top of their file gives them workers of their own with it (Playwright allows it nowhere else).
 */
export const FULL_BROWSER = {
  launchOptions: { executablePath: (await findChromium()) as string, args: CHROMIUM_ARGS as string[] },
};
