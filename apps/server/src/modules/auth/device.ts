import type { Device, DeviceKind } from "@kindred/contracts";
import UAParser from "ua-parser-js";

// ua-parser's names as a member would say them.
const BROWSER_NAMES: Record<string, string> = {
  "Mobile Safari": "Safari",
  "Chrome Headless": "Chrome",
  "Chrome WebView": "Chrome",
  "Mobile Firefox": "Firefox",
  "Opera Mobi": "Opera",
};
const OS_NAMES: Record<string, string> = { "Mac OS": "Mac", macOS: "Mac", "Chromium OS": "ChromeOS" };
const DESKTOP_OS = new Set(["Mac", "Windows", "Linux", "ChromeOS", "Ubuntu", "Debian", "Fedora", "FreeBSD"]);
/** Longer user agents are not browsers; parsing them costs for nothing. */
const MAX_USER_AGENT = 512;

/** The browser and system a session signed in from, from its User-Agent ("Chrome" on "Android"). */
export function describeDevice(userAgent: string | null | undefined): Device {
  if (!userAgent || userAgent.length > MAX_USER_AGENT) return { browser: null, os: null, kind: "unknown" };
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const browserName = browser.name ? (BROWSER_NAMES[browser.name] ?? browser.name) : null;
  let osName = os.name ? (OS_NAMES[os.name] ?? os.name) : null;
  // "Safari on iPhone" says more than "Safari on iOS", and an iPad is not a phone.
  if (osName === "iOS" && (device.model === "iPhone" || device.model === "iPad")) osName = device.model;
  const kind: DeviceKind =
    device.type === "mobile"
      ? "phone"
      : device.type === "tablet"
        ? "tablet"
        : osName && DESKTOP_OS.has(osName)
          ? "desktop"
          : "unknown";
  return { browser: browserName, os: osName, kind };
}
