// The bare page `npm run bench:web` audits beside the app (web-bare.ts): the same toolchain and the
// same libraries' cost to start (React, the router as the app uses it, the app's CSS) and one heading,
// so each route's main-thread work and blocking time can be read as a ratio that travels between machines.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, useRoutes } from "react-router";
import "./bare.css";

function Page() {
  return useRoutes([
    {
      path: "*",
      element: (
        <main className="mx-auto max-w-md p-6">
          <h1 className="text-2xl font-semibold text-foreground">Kindred</h1>
        </main>
      ),
    },
  ]);
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <Page />
    </BrowserRouter>
  </StrictMode>,
);
