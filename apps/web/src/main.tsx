import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "./app/providers";
import { startEarlyRequests } from "./app/early-data";
import { AppRouter, preloadScreen } from "./app/router";
import { startLanguage } from "./lib/i18n/i18n";
import { initialLocale } from "./lib/i18n/locale-preference";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element to mount the app in.");

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// Issue 32: the device's language (its last choice, else the browser's). Its shell catalogue comes
// before the first render.
const locale = initialLocale();
const languageReady = startLanguage(locale);
// The screen's chunk (and its texts, in that language) comes beside the shell's texts and the session
// answer rather than after them.
const screenLoaded = Promise.all([languageReady, preloadScreen(window.location.pathname)]);

// The server pre-renders each public page in every language and sends the one this device chose (its
// cookie) or its browser asks for; the document says which (scripts/prerender.mjs).
const pageInMyLanguage = document.documentElement.lang === locale;
if (pageInMyLanguage && container.firstElementChild && !container.hasAttribute("data-placeholder")) {
  // A pre-rendered page (scripts/prerender.mjs): its screen's chunk comes first, so the first render
  // is the markup already on screen rather than a loading state. A chunk that fails still hydrates,
  // and the route's error boundary says so.
  // In one go, not as a transition: sliced, the session or site answers could land before it ends and
  // change what it must find (a mismatch; e2e info-pages caught it).
  void screenLoaded.finally(() => hydrateRoot(container, app));
} else {
  // An empty root, a member screen's pre-rendered frame (scripts/prerender.mjs), which React replaces
  // with the same frame when it first commits, or a page pre-rendered in another language (a choice
  // made on this device that the server could not see), which React replaces with the page in this
  // one. The early requests start only here: a page
  // that hydrates must do so before the session can answer, or parts of it still hydrating would meet
  // a member's frame instead of the visitor's (e2e info-pages saw a mismatch).
  startEarlyRequests(window.location.pathname);
  // A chunk that fails fails the screen too, and its error boundary says so.
  screenLoaded.catch(() => undefined);
  // A transition: React renders in short slices the browser can answer input between, instead of one
  // long task of a few hundred ms on a slow phone (issue 17). Nothing here to match, so an answer
  // landing midway only restarts it.
  void languageReady.catch(() => undefined).then(() => startTransition(() => createRoot(container).render(app)));
}

// The worker installs after load (register-service-worker.ts says when): its code need not be in the
// first chunk a visitor's phone evaluates.
window.addEventListener(
  "load",
  () => void import("./app/register-service-worker").then((m) => m.registerServiceWorker()),
  { once: true },
);
