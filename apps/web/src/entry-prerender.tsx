import { APP_NAME, NOSCRIPT_TEXT, OFFLINE_TEXT, type Locale } from "@kindred/contracts";
import { StrictMode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { DocumentTitleContext } from "@/hooks/use-document-title";
import { loadDomains, startLanguage, t } from "@/lib/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import { OfflineScreen } from "./app/offline-screen";
import { AppProviders } from "./app/providers";
import { AppRoutes, preloadScreen, screenDomains } from "./app/router";

export { screenDomains };
export { DEFAULT_LOCALE, LOCALES } from "@kindred/contracts";

/*
 * The pre-render's entry (scripts/prerender.mjs builds it for Node): a page as the browser first
 * renders it, before the session or the site's details have answered. main.tsx then hydrates a
 * public page's tree, so the two must agree; a member's screen renders as the frame and spinner the
 * app shows while the session is on its way, which main.tsx renders over.
 */

export type PrerenderedPage = { html: string; title: string | undefined };

export async function renderPage(url: string, locale: Locale): Promise<PrerenderedPage> {
  // In its language, with the shell's catalogue and the screen's, as the browser has them before it renders.
  await startLanguage(locale);
  // The screen's chunk loads once, with its texts in the first language asked for; each language
  // after that loads its own.
  await Promise.all([preloadScreen(url), loadDomains(screenDomains(url))]);
  const client = createQueryClient();
  let title: string | undefined;
  try {
    const html = renderToString(
      <StrictMode>
        <DocumentTitleContext value={(next) => (title = next)}>
          <AppProviders client={client}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </DocumentTitleContext>
      </StrictMode>,
    );
    return { html, title };
  } finally {
    // Nothing was fetched, but each query's clean-up timer would keep Node running for minutes.
    client.clear();
  }
}

/** The service worker's offline screen: static markup, as its page runs no script. */
export async function renderOffline(locale: Locale): Promise<PrerenderedPage> {
  await startLanguage(locale);
  return { html: renderToStaticMarkup(<OfflineScreen />), title: `${t(OFFLINE_TEXT.title)} | ${APP_NAME}` };
}

/** The page's `<noscript>` line, in its language: the shell (index.html) has it in English only. */
export async function renderNoscript(locale: Locale): Promise<string> {
  await startLanguage(locale);
  return t(NOSCRIPT_TEXT);
}
