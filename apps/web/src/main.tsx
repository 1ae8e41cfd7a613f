import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "./app/providers";
import { AppRouter, preloadScreen } from "./app/router";
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

if (container.firstElementChild) {
  // A pre-rendered page (scripts/prerender.mjs): its screen's chunk comes first, so the first render
  // is the markup already on screen rather than a loading state. A chunk that fails still hydrates,
  // and the route's error boundary says so.
  void preloadScreen(window.location.pathname).finally(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
