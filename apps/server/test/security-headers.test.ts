// The security headers and cookie flags of every kind of answer the server sends, in development
// (plain http) and behind TLS (an https PUBLIC_URL): the one place that holds the whole surface, the
// expected values written once below. Beside it: the header lists themselves and their two code
// paths (src/http/security-headers.test.ts), the pages' encodings and revalidation
// (spa-delivery.test.ts), the Origin checks (origin.test.ts), and the same flags through Caddy's TLS
// (scripts/smoke/production.ts).
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { DataExportStateSchema, TwoFactorSetupSchema, totpSecretOf } from "@kindred/contracts";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient, uniqueEmail } from "./support/client";
import { matchedPair } from "./support/matched";
import { createMember } from "./support/members";
import { raw } from "./support/raw";
import { startTestServer, type TestServer } from "./support/server";
import { sendImageMessage, uploadPhoto } from "./support/uploads";
import { createSoftPasskey } from "./support/webauthn";

/** A header's expected value: exactly this, matching this, or `null`: never sent. */
type Expected = string | RegExp | null;

const PAGE_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'";
// Nothing in an API answer (JSON, a photo opened in a tab of its own, a zip) may load or run anything.
const API_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
// The page asks for the member's position (profile location) and uses passkeys (allowed to self by
// default); no camera, microphone, payment or sensors, for the page or anything it embeds.
const PERMISSIONS =
  "accelerometer=(), camera=(self), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/** On every answer of every kind. */
const EVERY_ANSWER: Record<string, Expected> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "x-frame-options": "DENY",
  "cross-origin-resource-policy": "same-origin",
  // No banner naming the server or its framework.
  server: null,
  "x-powered-by": null,
};
const DOCUMENT: Record<string, Expected> = {
  ...EVERY_ANSWER,
  "content-security-policy": PAGE_CSP,
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": PERMISSIONS,
};
const API: Record<string, Expected> = { ...EVERY_ANSWER, "content-security-policy": API_CSP };
// JSON is UTF-8 by its RFC (8259), which defines no charset parameter; HTML names its charset.
const JSON_ANSWER: Record<string, Expected> = {
  ...API,
  "content-type": "application/json",
  "cache-control": "no-store",
};

const KINDS = {
  page: { ...DOCUMENT, "content-type": /^text\/html; charset=utf-8$/i, "cache-control": "no-cache" },
  "hashed asset": {
    ...DOCUMENT,
    "content-type": /^text\/javascript/,
    "cache-control": "public, max-age=31536000, immutable",
  },
  "API JSON": JSON_ANSWER,
  "API error": JSON_ANSWER,
  "profile photo": {
    ...API,
    "content-type": "image/jpeg",
    "content-disposition": "inline",
    // Never public: the URL needs a session, so no shared cache may keep a copy for others.
    "cache-control": "private, max-age=3600",
  },
  "private profile photo": { ...API, "content-type": "image/jpeg", "cache-control": "private, no-store" },
  "message image": {
    ...API,
    "content-type": "image/jpeg",
    "content-disposition": "inline",
    "cache-control": "private, max-age=3600",
  },
  "data export": {
    ...API,
    "content-type": "application/zip",
    "content-disposition": /^attachment; filename="[^"]+\.zip"$/,
    "cache-control": "no-store",
  },
  // The handshake's answer carries the API's headers (and sets no cookie); a refused one too.
  "socket upgrade (101)": { ...API, "set-cookie": null },
  "socket refused (401, 403)": API,
} satisfies Record<string, Record<string, Expected>>;
type Kind = keyof typeof KINDS;

/** HSTS only where the public address is https: on plain http it would pin a name to TLS it has not got. */
const HSTS = (https: boolean): Expected => (https ? "max-age=31536000; includeSubDomains" : null);

/**
 * Every cookie: HttpOnly, SameSite=Lax, and with an https PUBLIC_URL Secure and named `__Secure-` (so
 * neither plain http nor a sibling subdomain can plant or overwrite it); on plain http (development, a
 * LAN address) not Secure, which the browser would drop there. Path `/`, or `/api/auth` for the
 * device cookie, which only the sign-in reads.
 */
const COOKIE_POLICY = {
  httpOnly: true,
  sameSite: "Lax",
  paths: ["/", "/api/auth"],
  secure: (https: boolean) => https,
  prefix: (https: boolean) => (https ? "__Secure-" : ""),
};

type Answer = { status: number; header: (name: string) => string | undefined };

const fromFetch = (status: number, headers: Headers): Answer => ({
  status,
  header: (name) => headers.get(name) ?? undefined,
});
const fromNode = (status: number, headers: IncomingHttpHeaders): Answer => ({
  status,
  header: (name) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  },
});

const PASSWORD = "a-long-enough-secret";
const JS = "assets/index-Abc123.js";

for (const https of [false, true]) {
  describe(https ? "with an https PUBLIC_URL" : "in development (plain http)", () => {
    let server: TestServer;
    let dist: string;
    /** Each answer checked, by kind, so the last test can see every kind was. */
    const seen = new Map<Kind, string[]>();
    /** Every Set-Cookie any flow answered, with the flow's name. */
    const cookies: { flow: string; cookie: string }[] = [];

    beforeAll(async () => {
      dist = await mkdtemp(path.join(tmpdir(), "kindred-dist-"));
      await mkdir(path.join(dist, "assets"));
      await writeFile(path.join(dist, "index.html"), "<!doctype html><html><body><div id=root></div></body></html>");
      await writeFile(path.join(dist, JS), "export {};\n");
      server = await startTestServer(
        { WEB_DIST_DIR: dist, ...(https ? { PUBLIC_URL: "https://kindred.example" } : {}) },
        // The data export is a background job: its worker looks for it often.
        { jobPollingSeconds: 0.25 },
      );
    });
    afterAll(async () => {
      await server?.close();
      await rm(dist, { recursive: true, force: true });
    });

    function expectKind(kind: Kind, answer: Answer, label: string) {
      const expected: Record<string, Expected> = { ...KINDS[kind], "strict-transport-security": HSTS(https) };
      for (const [name, value] of Object.entries(expected)) {
        const actual = answer.header(name);
        const where = `${label} (${kind}, HTTP ${answer.status}): ${name}`;
        if (value === null) expect(actual, where).toBeUndefined();
        else if (value instanceof RegExp) expect(actual, where).toMatch(value);
        else expect(actual, where).toBe(value);
      }
      seen.set(kind, [...(seen.get(kind) ?? []), label]);
    }
    const record = (flow: string, answer: { headers: Headers }) => {
      const set = answer.headers.getSetCookie();
      for (const cookie of set) cookies.push({ flow, cookie });
      return set;
    };
    const get = async (urlPath: string, client?: TestClient) => {
      const response = await raw(server, urlPath, client ? { cookie: client.cookieHeader } : {});
      return fromNode(response.status, response.headers);
    };

    it("pages and hashed assets carry the pages' policy", async () => {
      for (const urlPath of ["/", "/dashboard", "/match/42"]) expectKind("page", await get(urlPath), urlPath);
      expectKind("hashed asset", await get(`/${JS}`), JS);
    });

    it("API answers, success and error, carry the API's policy and are never stored", async () => {
      const member = await createMember(server);
      expectKind("API JSON", await get("/api/me", member.client), "GET /api/me");
      expectKind("API JSON", await get("/api/session"), "GET /api/session as a visitor");
      // Answers whose route sets no caching of its own: the default holds.
      expectKind("API JSON", await get("/api/blocks", member.client), "GET /api/blocks");
      expectKind("API JSON", await get("/api/likes/received", member.client), "GET /api/likes/received");
      const signIn = await new TestClient(server).signIn(member.email);
      expect(signIn.status).toBe(200);
      expectKind("API JSON", fromFetch(signIn.status, signIn.headers), "POST sign-in");

      expectKind("API error", await get("/api/me"), "GET /api/me as a visitor");
      expectKind("API error", await get("/api/nothing-here"), "GET an unknown API path");
      const wrong = await new TestClient(server).signIn(member.email, "not-the-password");
      expect(wrong.status).toBe(401);
      expectKind("API error", fromFetch(wrong.status, wrong.headers), "POST sign-in, wrong password");
      const bad = await member.client.request("POST", "/api/blocks", { json: { userId: 42 } });
      expect(bad.status).toBe(400);
      expectKind("API error", fromFetch(bad.status, bad.headers), "POST /api/blocks, invalid body");
    });

    it("files: profile photos, message images and the data export", async () => {
      const { a, b, matchId } = await matchedPair(server, ["Flo", "Gus"]);
      const photo = await uploadPhoto(a.client);
      expectKind("profile photo", await get(`/api/photos/${photo.id}/file`, b.client), "a match's photo");
      expectKind("profile photo", await get(`/api/photos/${photo.id}/file?size=preview`, a.client), "own preview");
      const hidden = await uploadPhoto(a.client, { isPrivate: true });
      expectKind("private profile photo", await get(`/api/photos/${hidden.id}/file`, a.client), "own private photo");
      const message = await sendImageMessage(a.client, matchId);
      expectKind("message image", await get(message.imageUrl!, b.client), "a message's image");

      expect((await a.client.post("/api/account/export")).status).toBe(202);
      let downloadUrl: string | null = null;
      // The export is a background job: ask as the Account tab does until its link is there.
      while (!downloadUrl) {
        const state = DataExportStateSchema.parse((await a.client.get("/api/account/export")).body).export;
        expect(state?.status).toMatch(/^(queued|running|ready)$/);
        downloadUrl = state?.downloadUrl ?? null;
        if (!downloadUrl) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const zip = await get(downloadUrl, a.client);
      expect(zip.status).toBe(200);
      expectKind("data export", zip, "the data export");
    });

    it("the live socket: its 101 and a refused upgrade", async () => {
      const member = await createMember(server);
      const url = `${server.url.replace(/^http/, "ws")}/api/realtime`;
      const handshake = (headers: Record<string, string>) =>
        new Promise<Answer>((resolve, reject) => {
          const ws = new WebSocket(url, { headers });
          ws.once("upgrade", (response) => {
            resolve(fromNode(response.statusCode ?? 0, response.headers));
            ws.terminate();
          });
          ws.once("unexpected-response", (_request, response) => {
            resolve(fromNode(response.statusCode ?? 0, response.headers));
            ws.terminate();
          });
          ws.once("error", reject);
        });
      const opened = await handshake({ cookie: member.client.cookieHeader, origin: server.publicUrl });
      expect(opened.status).toBe(101);
      expectKind("socket upgrade (101)", opened, "the socket's handshake");
      const visitor = await handshake({ origin: server.publicUrl });
      expect(visitor.status).toBe(401);
      expectKind("socket refused (401, 403)", visitor, "a socket without a session");
      const foreign = await handshake({ cookie: member.client.cookieHeader, origin: "https://evil.example" });
      expect(foreign.status).toBe(403);
      expectKind("socket refused (401, 403)", foreign, "a socket from a foreign page");
    });

    it("every cookie set in sign-up, sign-in, two-factor, passkeys, sign-out and deletion follows the policy", async () => {
      const client = new TestClient(server);
      const email = uniqueEmail("cookies");
      const signedUp = await client.signUp(email);
      expect(record("sign-up", signedUp)).not.toHaveLength(0);
      const other = new TestClient(server);
      expect(record("sign-in", await other.signIn(email))).toHaveLength(2);

      // Two-factor: the password step's challenge cookie, then the code step's session.
      const enabled = await client.post("/api/auth/two-factor/enable", { password: PASSWORD });
      const { totpURI } = TwoFactorSetupSchema.parse(enabled.body);
      const code = () => createOTP(base32.decode(totpSecretOf(totpURI))).totp();
      expect((await client.post("/api/auth/two-factor/verify-totp", { code: await code() })).status).toBe(200);
      const twoFactor = new TestClient(server);
      const passwordStep = await twoFactor.signIn(email);
      expect(passwordStep.body).toMatchObject({ twoFactorRedirect: true });
      expect(record("two-factor password step", passwordStep)).not.toHaveLength(0);
      const codeStep = await twoFactor.post("/api/auth/two-factor/verify-totp", { code: await code() });
      expect(codeStep.status).toBe(200);
      expect(record("two-factor code step", codeStep)).not.toHaveLength(0);

      // Passkeys: each ceremony's challenge cookie, then the passkey's session.
      const key = createSoftPasskey(new URL(server.publicUrl).hostname);
      const registerOptions = await client.get<Parameters<typeof key.register>[0]>(
        "/api/auth/passkey/generate-register-options",
      );
      expect(record("passkey registration options", registerOptions)).not.toHaveLength(0);
      const registered = await client.post("/api/auth/passkey/verify-registration", {
        response: key.register(registerOptions.body, server.publicUrl),
      });
      expect(registered.status).toBe(200);
      const passkeyBrowser = new TestClient(server);
      const signInOptions = await passkeyBrowser.get<{ challenge: string }>(
        "/api/auth/passkey/generate-authenticate-options",
      );
      expect(record("passkey sign-in options", signInOptions)).not.toHaveLength(0);
      const passkeySignIn = await passkeyBrowser.post("/api/auth/passkey/verify-authentication", {
        response: key.assert(signInOptions.body, server.publicUrl),
      });
      expect(passkeySignIn.status).toBe(200);
      expect(record("passkey sign-in", passkeySignIn)).not.toHaveLength(0);

      expect(record("sign-out", await other.post("/api/auth/sign-out"))).not.toHaveLength(0);
      const deleted = await client.request("DELETE", "/api/account", { json: { password: PASSWORD } });
      expect(deleted.status).toBe(200);
      expect(record("account deletion", deleted)).not.toHaveLength(0);

      const names = new Set<string>();
      for (const { flow, cookie } of cookies) {
        const [pair, ...attributes] = cookie.split(";").map((part) => part.trim());
        const name = pair!.slice(0, pair!.indexOf("="));
        const flags = new Map(
          attributes.map((attribute) => {
            const [key, ...value] = attribute.split("=");
            return [key!.toLowerCase(), value.join("=")] as const;
          }),
        );
        const where = `${flow}: ${cookie}`;
        names.add(name.slice(COOKIE_POLICY.prefix(https).length));
        expect(name.startsWith(COOKIE_POLICY.prefix(https)), where).toBe(true);
        expect(name.startsWith("__Secure-") || name.startsWith("__Host-"), where).toBe(https);
        expect(flags.has("httponly"), where).toBe(COOKIE_POLICY.httpOnly);
        expect(flags.get("samesite"), where).toBe(COOKIE_POLICY.sameSite);
        expect(flags.has("secure"), where).toBe(COOKIE_POLICY.secure(https));
        expect(COOKIE_POLICY.paths, where).toContain(flags.get("path"));
        expect(flags.has("domain"), `${where}: no Domain (this host only)`).toBe(false);
      }
      // The cookies the flows above set, so none is missed by a flow that stopped answering one.
      expect([...names].sort()).toEqual(
        [
          "better-auth.dont_remember",
          "better-auth.session_data",
          "better-auth.session_token",
          "better-auth.two_factor",
          "better-auth.better-auth-passkey",
          "kindred_device",
        ].sort(),
      );
    });

    it("every kind of answer in the table was checked", () => {
      expect([...seen.keys()].sort()).toEqual(Object.keys(KINDS).sort());
    });
  });
}
