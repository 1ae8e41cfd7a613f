import { APP_NAME } from "./constants";

/** Settings' Notifications tab, its push part: this device, the switches, every subscribed device. */
export const PUSH_SETTINGS_TEXT = {
  switchesTitle: "Push notifications",
  switchesDescription: `What ${APP_NAME} may tell your devices while you're away. Nothing comes while ${APP_NAME} is open on your screen.`,
  deviceTitle: "This device",
  unsupported: `This browser can't show notifications from ${APP_NAME}. On an iPhone, add ${APP_NAME} to your Home Screen first (Share, then Add to Home Screen).`,
  blocked: `Notifications are blocked for ${APP_NAME} in this browser's settings. Allow them there, then come back.`,
  off: "This device gets no notifications.",
  on: "This device gets notifications.",
  turnOn: "Turn on notifications",
  turnOff: "Turn off on this device",
  turnOnFailed: "Couldn't turn on notifications on this device. Please try again.",
  turnOffFailed: "Couldn't turn off notifications on this device. Please try again.",
  devicesTitle: "Your devices",
  devicesDescription: "Every browser that gets your notifications. Remove one you no longer use.",
  noDevices: "No device gets notifications yet.",
  loadFailed: "Couldn't load your devices.",
  retry: "Try again",
  thisDevice: "This device",
  added: (date: string) => `Added ${date}`,
  lastDelivered: (date: string) => `Last notified ${date}`,
  remove: "Remove",
  removeLabel: (label: string) => `Remove ${label}`,
  removed: "Device removed",
  removeFailed: "Couldn't remove that device. Please try again.",
} as const;

/**
 * The ask, in the app's own words before the browser's prompt, at a moment it makes sense: in a
 * conversation, once the member has a match. "Not now" is remembered on the device.
 */
export const PUSH_PROMPT_TEXT = {
  title: (name: string) => `Know when ${name} writes back`,
  body: `${APP_NAME} can tell this device about new messages and matches while you're away. You choose which in Settings, and message text stays hidden unless you turn it on.`,
  accept: "Turn on notifications",
  dismiss: "Not now",
  done: "Notifications are on for this device",
  failed: "Couldn't turn on notifications. Please try again.",
} as const;
