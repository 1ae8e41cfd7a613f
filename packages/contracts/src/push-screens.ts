import { APP_NAME } from "./constants";
import { msg } from "./i18n/msg";

/** Settings' Notifications tab, its push part: this device, the switches, every subscribed device. */
export const PUSH_SETTINGS_TEXT = {
  switchesTitle: msg("Push notifications"),
  switchesDescription: msg(
    "What {app} may tell your devices while you're away. Nothing comes while {app} is open on your screen.",
    { app: APP_NAME },
  ),
  deviceTitle: msg("This device"),
  unsupported: msg(
    "This browser can't show notifications from {app}. On an iPhone, add {app} to your Home Screen first (Share, then Add to Home Screen).",
    { app: APP_NAME },
  ),
  blocked: msg("Notifications are blocked for {app} in this browser's settings. Allow them there, then come back.", {
    app: APP_NAME,
  }),
  off: msg("This device gets no notifications."),
  on: msg("This device gets notifications."),
  turnOn: msg("Turn on notifications"),
  turnOff: msg("Turn off on this device"),
  turnOnFailed: msg("Couldn't turn on notifications on this device. Please try again."),
  turnOffFailed: msg("Couldn't turn off notifications on this device. Please try again."),
  devicesTitle: msg("Your devices"),
  devicesDescription: msg("Every browser that gets your notifications. Remove one you no longer use."),
  noDevices: msg("No device gets notifications yet."),
  loadFailed: msg("Couldn't load your devices."),
  retry: msg("Try again"),
  thisDevice: msg("This device"),
  added: msg("Added {date}"),
  lastDelivered: msg("Last notified {date}"),
  remove: msg("Remove"),
  removeLabel: msg("Remove {label}"),
  removed: msg("Device removed"),
  removeFailed: msg("Couldn't remove that device. Please try again."),
} as const;

/**
 * The ask, in the app's own words before the browser's prompt, at a moment it makes sense: in a
 * conversation, once the member has a match. "Not now" is remembered on the device.
 */
export const PUSH_PROMPT_TEXT = {
  title: msg("Know when {name} writes back"),
  body: msg(
    "{app} can tell this device about new messages and matches while you're away. You choose which in Settings, and message text stays hidden unless you turn it on.",
    { app: APP_NAME },
  ),
  accept: msg("Turn on notifications"),
  dismiss: msg("Not now"),
  done: msg("Notifications are on for this device"),
  failed: msg("Couldn't turn on notifications. Please try again."),
} as const;
