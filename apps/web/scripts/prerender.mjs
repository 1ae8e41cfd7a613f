// Pre-renders the public pages after the client build (issue 17): each page's markup goes into a copy
// of the built index.html, so the browser paints it (styled: the CSS link is in the head) before any
// script runs, and main.tsx hydrates it. dist/index.html stays the empty shell for every other path.
//
//   node scripts/prerender.mjs [distDir]     (or WEB_DIST_DIR; default apps/web/dist)
//
// The server answers GET /<name> with dist/prerendered/<name>.html when it exists (`index` for /),
// or with `<name>.<locale>.html`, the same page in the language the browser asks for (issue 32).
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const webDir = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? path.join(webDir, "dist"));

/**
 * The pages a visitor may open, with the module of each one's screen (src/app/router.tsx). The
 * module's chunks are named in the page's head, so the browser fetches them beside the entry instead
 * of after it. /personality-tests is a member's page (spec 000: protected): a visitor there is sent
 * to sign in, so it has nothing to pre-render.
 */
const PAGES = [
  { path: "/", screen: "src/app/routes/landing.tsx" },
  { path: "/login", screen: "src/app/routes/auth.tsx" },
  { path: "/signup", screen: "src/app/routes/auth.tsx" },
  { path: "/terms", screen: "src/app/routes/terms.tsx" },
  { path: "/privacy", screen: "src/app/routes/privacy.tsx" },
  { path: "/community-guidelines", screen: "src/app/routes/community-guidelines.tsx" },
  { path: "/about-us", screen: "src/app/routes/about-us.tsx" },
  { path: "/forgot-password", screen: "src/app/routes/forgot-password.tsx" },
];

/**
 * A member's screens show the member's own data, so what is pre-rendered for them is the frame the
 * app first draws there while the session is on its way: the bottom bar and the spinner. The browser
 * paints it before any script runs (issue 17: /match and /dashboard painted nothing until the app had
 * run), and each shell names its chunks and the session probe in the head, so they come beside the
 * entry. The root is marked `data-placeholder`: main.tsx renders over it rather than hydrating it,
 * since the session may answer before the app starts and the first render must not have to match.
 */
const MEMBER_SHELLS = [
  { path: "/dashboard", screen: "src/app/routes/dashboard.tsx" },
  { path: "/match", screen: "src/app/routes/match.tsx" },
  { path: "/messages", screen: "src/app/routes/messages.tsx" },
  { path: "/search", screen: "src/app/routes/search.tsx" },
  { path: "/profile", screen: "src/app/routes/profile.tsx" },
  { path: "/settings", screen: "src/app/routes/settings.tsx" },
  { path: "/personality-tests", screen: "src/app/routes/personality-tests.tsx" },
];

/** The request main.tsx makes first (app/early-data.ts), as the fetch it makes matches it. */
const SESSION_PRELOAD = '<link rel="preload" as="fetch" crossorigin href="/api/session">';

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

const escapeHtml = (text) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The built shell as a page in `locale`: the document says its language, which main.tsx reads to hydrate. */
const inLanguage = (shell, locale) => shell.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);

/** `<link rel="modulepreload">` for a screen's chunks that the shell's head doesn't already name. */
function screenPreloads(manifest, screen, shell) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[screen]) throw new Error(`The build manifest has no chunk for ${screen}.`);
  visit(screen);
  return [...files]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("\n    ");
}

/**
 * The service worker's offline screen (scripts/service-worker.mjs keeps it): the shell's head with its
 * stylesheet, no script (the network is gone, and the app would only fail), the screen's markup.
 */
function offlinePage(shell, { html, title }) {
  const page = shell
    .replace(/\s*<script\b[^>]*><\/script>/g, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, "")
    .replace(ROOT, `<div id="root">${html}</div>`)
    .replace(TITLE, `<title>${escapeHtml(title)}</title>`);
  if (/<script\b/.test(page)) throw new Error("The offline page still has a script.");
  return page;
}

async function main() {
  const shell = await readFile(path.join(distDir, "index.html"), "utf8");
  if (!shell.includes(ROOT)) throw new Error(`${distDir}/index.html has no empty ${ROOT} to fill.`);
  if (!NOSCRIPT.test(shell)) throw new Error(`${distDir}/index.html has no <noscript> to translate.`);
  const manifest = JSON.parse(await readFile(path.join(distDir, ".vite", "manifest.json"), "utf8"));

  // The app's code built for Node, with the client build's configuration (aliases, zod's set-up);
  // under node_modules so the packages it leaves out (React and the rest) resolve from there.
  const cacheDir = path.join(webDir, "node_modules", ".cache");
  await mkdir(cacheDir, { recursive: true });
  const ssrDir = await mkdtemp(path.join(cacheDir, "prerender-"));
  const report = console.error;
  try {
    await build({
      configFile: path.join(webDir, "vite.config.ts"),
      root: webDir,
      logLevel: "warn",
      build: {
        ssr: path.join(webDir, "src/entry-prerender.tsx"),
        outDir: ssrDir,
        emptyOutDir: true,
        manifest: false,
        minify: false,
        rolldownOptions: { output: { entryFileNames: "entry-prerender.mjs" } },
      },
    });
    const { renderPage, renderOffline, renderNoscript, screenDomains, LOCALES, DEFAULT_LOCALE } = await import(
      pathToFileURL(path.join(ssrDir, "entry-prerender.mjs")).href
    );
    /**
     * `index` for /, else the path without its slash (the server's naming); another language's page
     * has its locale before `.html` (`login.de.html`), a name no path maps to (http/spa.ts `pageName`).
     */
    const fileName = (urlPath, locale) =>
      `${urlPath === "/" ? "index" : urlPath.slice(1)}${locale === DEFAULT_LOCALE ? "" : `.${locale}`}.html`;
    // The catalogues a page's first render needs (issue 32), in its language, fetched with its chunks:
    // a page hydrates as soon as its code is here, not a request later.
    const i18nFolder = (await readdir(path.join(distDir, "assets"))).find((name) => name.startsWith("i18n-"));
    const cataloguePreloads = async (urlPath, locale) => {
      const links = [];
      for (const domain of screenDomains(urlPath)) {
        const file = `assets/${i18nFolder}/${locale}/${domain}.json`;
        if (i18nFolder && (await stat(path.join(distDir, file)).catch(() => null)))
          links.push(`<link rel="preload" as="fetch" crossorigin href="/${file}">`);
      }
      return links.join("\n    ");
    };

    await mkdir(path.join(distDir, "prerendered"), { recursive: true });
    // A text missing from a page's catalogues (the translator reports it as an error) would be
    // pre-rendered in English on another language's page: the build stops instead.
    console.error = (...args) => {
      report(...args);
      throw new Error(`Pre-rendering logged an error: ${args.join(" ")}`);
    };
    // Each page in every language, one after another: the app has one active language at a time.
    for (const locale of LOCALES) {
      const localShell = inLanguage(shell, locale).replace(
        NOSCRIPT,
        `<noscript>${escapeHtml(await renderNoscript(locale))}</noscript>`,
      );
      for (const { path: urlPath, screen } of PAGES) {
        const { html, title } = await renderPage(urlPath, locale);
        let page = localShell
          .replace(ROOT, `<div id="root">${html}</div>`)
          .replace(
            "</head>",
            `  ${[screenPreloads(manifest, screen, shell), await cataloguePreloads(urlPath, locale)].filter(Boolean).join("\n    ")}\n  </head>`,
          );
        if (title) page = page.replace(TITLE, `<title>${escapeHtml(title)}</title>`);
        await writeFile(path.join(distDir, "prerendered", fileName(urlPath, locale)), page);
      }
      for (const { path: urlPath, screen } of MEMBER_SHELLS) {
        const { html } = await renderPage(urlPath, locale);
        const head = [
          SESSION_PRELOAD,
          screenPreloads(manifest, screen, shell),
          await cataloguePreloads(urlPath, locale),
        ]
          .filter(Boolean)
          .join("\n    ");
        const page = localShell
          .replace(ROOT, `<div id="root" data-placeholder>${html}</div>`)
          .replace("</head>", `  ${head}\n  </head>`);
        await writeFile(path.join(distDir, "prerendered", fileName(urlPath, locale)), page);
      }
      const offline = offlinePage(localShell, await renderOffline(locale));
      await writeFile(path.join(distDir, "prerendered", fileName("/offline", locale)), offline);
    }
    console.log(
      `prerendered ${PAGES.length} pages and ${MEMBER_SHELLS.length} member shells in ${LOCALES.length} languages into ${path.join(distDir, "prerendered")}`,
    );
  } finally {
    console.error = report;
    await rm(ssrDir, { recursive: true, force: true });
  }
}

await main();
