import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { SERVICE_WORKER } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../web/scripts/precompress.mjs";
import { eq } from "drizzle-orm";
import { sessions } from "../src/db/schema";
import { TestClient } from "./support/client";
import { membersChanged } from "./support/session-cache";
import { raw } from "./support/raw";
import { startTestServer, type TestServer } from "./support/server";

/*
 * The built web app as the server delivers it, over a dist folder made here (the layout `npm run
 * build` writes: hashed assets, the SPA shell, pre-rendered pages, the build manifest, each text file's
 * .br and .gz from the build's own precompress step), so no web build is needed.
 */

// Enough text that compressing pays (precompress skips files under 1 KB).
const filler = (label: string) => Array.from({ length: 200 }, (_, i) => `${label} line ${i}`).join("\n");
const FILES = {
  "index.html": `<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div><!--${filler("shell")}--></body></html>`,
  "prerendered/index.html": `<!doctype html><html><body><main>Landing pre-rendered<!--${filler("landing")}--></main></body></html>`,
  "prerendered/login.html": `<!doctype html><html><body><main>Login pre-rendered<!--${filler("login")}--></main></body></html>`,
  "prerendered/login.de.html": `<!doctype html><html lang="de"><body><main>Anmelden<!--${filler("de")}--></main></body></html>`,
  "assets/index-Abc123.js": `export const lines = ${JSON.stringify(filler("js"))};\n`,
  "assets/index-Def456.css": `.a{color:red}\n/* ${filler("css")} */\n`,
  "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg"/>`,
  "sw.js": `self.addEventListener("fetch", () => {});`,
  "manifest.webmanifest": `{"name":"Kindred","start_url":"/dashboard"}`,
  "prerendered/offline.html": `<!doctype html><html><body><main>You're offline</main></body></html>`,
  "prerendered/offline.de.html": `<!doctype html><html lang="de"><body><main>Du bist offline</main></body></html>`,
  ".vite/manifest.json": JSON.stringify({
    "index.html": { file: "assets/index-Abc123.js", secret: filler("manifest") },
  }),
} as const;

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "kindred-dist-"));
  for (const [name, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), text);
  }
  await precompressDir(dist);
  server = await startTestServer({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

const JS = "/assets/index-Abc123.js";
const original = (name: keyof typeof FILES) => Buffer.from(FILES[name]);

describe("precompress", () => {
  it("writes a .br and a .gz of each text file worth it, holding the same bytes, and none of tiny files", async () => {
    for (const name of ["index.html", "prerendered/login.html", "assets/index-Abc123.js", "assets/index-Def456.css"]) {
      const file = path.join(dist, name);
      const source = await readFile(file);
      expect(brotliDecompressSync(await readFile(`${file}.br`)).equals(source), name).toBe(true);
      expect(gunzipSync(await readFile(`${file}.gz`)).equals(source), name).toBe(true);
    }
    await expect(readFile(path.join(dist, "favicon.svg.br"))).rejects.toThrow();
    await expect(readFile(path.join(dist, ".vite/manifest.json.br"))).rejects.toThrow();
  });
});

describe("hashed assets", () => {
  it("go out as brotli when the browser takes it, over gzip", async () => {
    const response = await raw(server, JS, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(original("assets/index-Abc123.js").length);
    expect(brotliDecompressSync(response.body).equals(original("assets/index-Abc123.js"))).toBe(true);
  });

  it("go out as gzip when only gzip is accepted", async () => {
    const response = await raw(server, "/assets/index-Def456.css", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toMatch(/^text\/css/);
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(gunzipSync(response.body).equals(original("assets/index-Def456.css"))).toBe(true);
  });

  it.each<Record<string, string>>([{}, { "accept-encoding": "identity" }, { "accept-encoding": "br;q=0, gzip;q=0" }])(
    "go out as they are otherwise (%o), still varying by Accept-Encoding",
    async (headers) => {
      const response = await raw(server, JS, headers);
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers["content-length"])).toBe(original("assets/index-Abc123.js").length);
      expect(response.body.equals(original("assets/index-Abc123.js"))).toBe(true);
    },
  );

  it("answer HEAD with the headers and the encoded length, and no body", async () => {
    const head = await raw(server, JS, { "accept-encoding": "br" }, "HEAD");
    const get = await raw(server, JS, { "accept-encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it("a missing one is a 404 text, never the page", async () => {
    const response = await raw(server, "/assets/index-Gone99.js", { "accept-encoding": "br" });
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body.toString()).not.toContain("<html");
  });
});

describe("pages", () => {
  const page = async (urlPath: string, headers: Record<string, string> = { "accept-encoding": "gzip, br" }) => {
    const response = await raw(server, urlPath, headers);
    const encoding = response.headers["content-encoding"];
    const body =
      encoding === "br"
        ? brotliDecompressSync(response.body)
        : encoding === "gzip"
          ? gunzipSync(response.body)
          : response.body;
    return { ...response, text: body.toString() };
  };

  it.each(["/login", "/login/", "/login?x=1"])("%s is its pre-rendered page, compressed, revalidated", async (url) => {
    const response = await page(url);
    expect(response.status).toBe(200);
    expect(response.text).toBe(FILES["prerendered/login.html"]);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
  });

  it("/ is the pre-rendered landing page", async () => {
    expect((await page("/")).text).toBe(FILES["prerendered/index.html"]);
  });

  it.each([
    ...["/dashboard", "/match/42", "/Login", "/index", "/login//", "/prerendered/login.html", "/index.html"],
    // Another language's page is the language's to choose, never a path's.
    ...["/login.de", "/login.de.html", "/prerendered/login.de.html", "/de/login"],
  ])("%s, with no page of its own, is the SPA shell", async (url) => {
    const response = await page(url);
    expect(response.status).toBe(200);
    expect(response.text).toBe(FILES["index.html"]);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("goes out as gzip, or as it is, by Accept-Encoding", async () => {
    const gzip = await page("/login", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text).toBe(FILES["prerendered/login.html"]);
    const refused = await page("/login", { "accept-encoding": "br;q=0, gzip;q=0.5" });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    const plain = await page("/login", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(FILES["prerendered/login.html"]);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it("comes in the language the browser asks for, when the build made the page in it", async () => {
    const german = await page("/login", { "accept-encoding": "br", "accept-language": "de-AT, de;q=0.9, en;q=0.5" });
    expect(german.text).toBe(FILES["prerendered/login.de.html"]);
    expect(german.headers.vary).toMatch(/accept-language/i);
    // The first language the build has a page in, by weight: French has none here, so English.
    const preferred = await page("/login", { "accept-encoding": "br", "accept-language": "fr, de;q=0.3" });
    expect(preferred.text).toBe(FILES["prerendered/login.html"]);
    const ignored = await page("/login", { "accept-encoding": "br", "accept-language": "de;q=0, nl" });
    expect(ignored.text).toBe(FILES["prerendered/login.html"]);
    // The offline screen, which the service worker keeps at install, in the installing browser's language.
    expect((await page("/offline", { "accept-language": "de" })).text).toBe(FILES["prerendered/offline.de.html"]);
  });

  it("comes in the language this device chose (its cookie) over the browser's", async () => {
    const chosen = await page("/login", { "accept-language": "en-US", cookie: "kindred_locale=de" });
    expect(chosen.text).toBe(FILES["prerendered/login.de.html"]);
    expect(chosen.headers.vary).toMatch(/cookie/i);
    const english = await page("/login", { "accept-language": "de", cookie: "kindred_locale=en" });
    expect(english.text).toBe(FILES["prerendered/login.html"]);
    // A cookie naming no language we speak is no choice: the browser's languages decide.
    const unknown = await page("/login", { "accept-language": "de", cookie: "kindred_locale=../login" });
    expect(unknown.text).toBe(FILES["prerendered/login.de.html"]);
    // A page the build made in English only is the English one, whatever is asked.
    expect((await page("/", { cookie: "kindred_locale=de" })).text).toBe(FILES["prerendered/index.html"]);
  });

  it("answers a matching If-None-Match with a 304, per encoding", async () => {
    const first = await page("/login");
    const etag = String(first.headers.etag);
    const again = await raw(server, "/login", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The gzip representation is another one: a br ETag doesn't validate it.
    const other = await raw(server, "/login", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(other.status).toBe(200);
  });

  it("answers HEAD with the page's headers and no body", async () => {
    const head = await raw(server, "/login", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toMatch(/^text\/html/);
    expect(Number(head.headers["content-length"])).toBe(
      (await raw(server, "/login", { "accept-encoding": "br" })).body.length,
    );
    expect(head.body.length).toBe(0);
  });

  it("serves a rebuilt page at once, and not a variant left from before", async () => {
    const rebuilt = FILES["prerendered/login.html"].replace("Login pre-rendered", "Login rebuilt");
    await writeFile(path.join(dist, "prerendered/login.html"), rebuilt);
    const stale = await page("/login");
    expect(stale.text).toBe(rebuilt);
    expect(stale.headers["content-encoding"]).toBeUndefined();
    await precompressDir(dist);
    const fresh = await page("/login");
    expect(fresh.text).toBe(rebuilt);
    expect(fresh.headers["content-encoding"]).toBe("br");
  });
});

describe("other files", () => {
  it("public files are served for an hour, not as immutable", async () => {
    const response = await raw(server, "/favicon.svg", { "accept-encoding": "br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.body.toString()).toBe(FILES["favicon.svg"]);
  });

  it("the service worker is revalidated on every check, so a deploy reaches browsers on their next navigation", async () => {
    const response = await raw(server, SERVICE_WORKER.path);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body.toString()).toBe(FILES["sw.js"]);
  });

  it("the web app manifest goes out as one, and the offline screen is a page of its own", async () => {
    const manifest = await raw(server, "/manifest.webmanifest");
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(manifest.body.toString())).toMatchObject({ name: "Kindred" });
    const offline = await raw(server, "/offline");
    expect(offline.status).toBe(200);
    expect(offline.body.toString()).toContain("You're offline");
  });

  it("the build manifest is not served", async () => {
    for (const url of ["/.vite/manifest.json", "/.vite/manifest.json.br", "/%2Evite/manifest.json"]) {
      const response = await raw(server, url, { "accept-encoding": "br" });
      const body = response.headers["content-encoding"] === "br" ? brotliDecompressSync(response.body) : response.body;
      expect(body.toString(), url).not.toContain("manifest line");
    }
  });
});

describe("a member screen's first data", () => {
  const DECK_PRELOAD = "</api/discovery/deck>; rel=preload; as=fetch; crossorigin";

  it("is preloaded by /match's page for a live session only, and the page varies on the cookie", async () => {
    const visitor = await raw(server, "/match", { "accept-encoding": "br" });
    expect(visitor.status).toBe(200);
    expect(visitor.headers.link).toBeUndefined();
    expect(visitor.headers.vary).toMatch(/cookie/i);

    const member = new TestClient(server);
    expect((await member.signUp("spa-preload@kindred.test")).status).toBe(200);
    const signedIn = await raw(server, "/match", { cookie: member.cookieHeader });
    expect(signedIn.headers.link).toBe(DECK_PRELOAD);
    expect(signedIn.body.toString()).toBe(FILES["index.html"]);
    // Other pages name nothing (they vary on the cookie for the language chosen on the device).
    const login = await raw(server, "/login", { cookie: member.cookieHeader });
    expect(login.headers.link).toBeUndefined();

    // A session signed in more than 30 days ago is over, though its row lasts until a protected request ends it.
    const { id: userId } = (await member.get<{ id: string }>("/api/me")).body;
    await server.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, userId));
    await membersChanged(server, [userId]);
    expect((await raw(server, "/match", { cookie: member.cookieHeader })).headers.link).toBeUndefined();
    await server.db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, userId));
    await membersChanged(server, [userId]);
    expect((await raw(server, "/match", { cookie: member.cookieHeader })).headers.link).toBe(DECK_PRELOAD);

    const cookie = member.cookieHeader;
    expect((await member.post("/api/auth/sign-out")).status).toBe(200);
    // The ended session's cookie, sent again: no longer live, so no preload a 401 would answer.
    expect((await raw(server, "/match", { cookie })).headers.link).toBeUndefined();
  });
});
