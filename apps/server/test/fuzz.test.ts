import { ApiErrorBodySchema } from "@kindred/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonBody, multipartParts, pathSegment, queryString, rawBody } from "./fuzz/arbitraries";
import { tablesDigest } from "./fuzz/digest";
import { TestClient } from "./support/client";
import { matchedPair } from "./support/matched";
import { createMember, makeAdmin } from "./support/members";
import { photoHelpers } from "./support/photos";
import { startTestServer, type TestServer } from "./support/server";

/**
 * Generated bodies (JSON, multipart and raw), query strings and path parameters against every route,
 * as a visitor and as a member (an admin on admin routes): never a 5xx, a refusal always in the error
 * shape, and reads or a run of refusals leave the tables as they were. The cases go to the app
 * in-process (about a millisecond each, where HTTP cost ten); `test/http.test.ts` and the upload corpus
 * cover what the Node server's own parsing does. `FUZZ_RUNS` sets the cases per route: `npm test` runs
 * 200, `npm run fuzz` 5,000.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/**
 * The socket upgrade answers 426 to plain HTTP (fuzz-socket.test.ts sends it frames); the pages'
 * catch-all answers 503 here on purpose, as the tests run without a web build (spa-delivery.test.ts).
 */
const SKIPPED = new Set(["GET /api/realtime", "GET /*"]);

/** GET routes that write by design: a WebAuthn ceremony's challenge is kept until it ends or expires. */
const GETS_THAT_WRITE = new Set([
  "GET /api/auth/passkey/generate-register-options",
  "GET /api/auth/passkey/generate-authenticate-options",
]);

/** better-auth answers every `/api/auth/*` path from one handler (`ALL`): the endpoints the app uses. */
const AUTH_ROUTES = [
  ...["sign-up/email", "sign-in/email", "sign-out", "request-password-reset", "reset-password", "change-password"],
  ...["send-verification-email", "update-user", "revoke-session", "revoke-other-sessions", "delete-user"],
  ...["two-factor/enable", "two-factor/disable", "two-factor/verify-totp", "two-factor/verify-backup-code"],
  ...["two-factor/generate-backup-codes", "passkey/verify-registration", "passkey/verify-authentication"],
  ...["passkey/update-passkey", "passkey/delete-passkey"],
]
  .map((name) => ({ method: "POST", path: `/api/auth/${name}` }))
  .concat(
    ["get-session", "verify-email", "list-sessions", "passkey/list-user-passkeys"]
      .concat(["passkey/generate-register-options", "passkey/generate-authenticate-options"])
      .map((name) => ({ method: "GET", path: `/api/auth/${name}` })),
  );

type Actor = { client: TestClient; id: string };
let server: TestServer;
let knownIds: string[];
const { uploadOk } = photoHelpers(() => server);

beforeAll(async () => {
  server = await startTestServer({ SMTP_URL: "" });
  // Ids that exist, so generated path parameters reach past "not found" too: a match, its members,
  // a photo, a message.
  const pair = await matchedPair(server, ["Fuzzy", "Wuzzy"]);
  const photo = await uploadOk(pair.a);
  const sent = await pair.a.client.post<{ id: string }>(`/api/conversations/${pair.matchId}/messages`, {
    content: "hello",
    clientId: crypto.randomUUID(),
  });
  knownIds = [pair.matchId, pair.a.id, pair.b.id, photo.id, sent.body.id];
}, 60_000);
afterAll(() => server?.close());

type Part = { name: string; value?: string; bytes?: Uint8Array; type?: string; filename?: string };
type Case = { visitor: boolean } & (
  | { kind: "json"; json: unknown }
  | { kind: "multipart"; parts: Part[] }
  | { kind: "raw"; raw: { text: string; type: string } }
  | { kind: "query"; query: string }
  | { kind: "path"; params: string[] }
);

/** Only what a case sends is generated: a record of every kind per case cost more than the request. */
function cases(paramCount: number, withBody: boolean): fc.Arbitrary<Case> {
  const visitor = fc.boolean();
  const kinds: fc.Arbitrary<Case>[] = [
    fc.record({ kind: fc.constant("query" as const), visitor, query: queryString }),
    fc.record({
      kind: fc.constant("path" as const),
      visitor,
      params: fc.array(pathSegment(knownIds), { minLength: paramCount, maxLength: paramCount }),
    }),
  ];
  if (withBody)
    kinds.push(
      fc.record({ kind: fc.constant("json" as const), visitor, json: jsonBody }),
      fc.record({ kind: fc.constant("multipart" as const), visitor, parts: multipartParts }),
      fc.record({ kind: fc.constant("raw" as const), visitor, raw: rawBody }),
    );
  return fc.oneof(...kinds);
}

function urlFor(path: string, c: Case): string {
  let index = 0;
  // A route's own parameters get a well-formed id held by nobody unless the path is what this case fuzzes.
  const fill = () => (c.kind === "path" ? c.params[index++]! : "00000000-0000-4000-8000-000000000000");
  const url = path.replace(/:[A-Za-z]+/g, fill).replace(/\*$/, "x");
  return c.kind === "query" && c.query ? `${url}?${c.query}` : url;
}

function bodyFor(c: Case, headers: Headers): RequestInit["body"] {
  if (c.kind === "json") {
    headers.set("content-type", "application/json");
    return JSON.stringify(c.json) ?? "";
  }
  if (c.kind === "raw") {
    if (c.raw.type) headers.set("content-type", c.raw.type);
    return c.raw.text;
  }
  if (c.kind !== "multipart") return undefined;
  const form = new FormData();
  for (const part of c.parts) {
    if (part.bytes) form.append(part.name, new Blob([part.bytes], { type: part.type }), part.filename);
    else form.append(part.name, part.value ?? "");
  }
  return form;
}

/** The request a browser would send (its cookie, our Origin), handed straight to the app. */
async function send(actor: Actor | undefined, method: string, url: string, c: Case) {
  const headers = new Headers({ origin: server.publicUrl });
  if (actor) headers.set("cookie", actor.client.cookieHeader);
  const body = method === "GET" || method === "HEAD" ? undefined : bodyFor(c, headers);
  const response = await server.handle(new Request(`${server.url}${url}`, { method, headers, body }));
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the shape check below says so.
  }
  return { status: response.status, body: parsed };
}

async function member(admin: boolean): Promise<Actor> {
  const m = await createMember(server, { firstName: admin ? "Fuzzadmin" : "Fuzzer" });
  if (admin) await makeAdmin(server, m.id);
  return m;
}

function routesToFuzz() {
  // `ALL` entries are middleware, but for better-auth's handler, whose paths are listed instead.
  const seen = new Set<string>();
  return server.routes
    .filter(({ method, path }) => !SKIPPED.has(`${method} ${path}`) && method !== "ALL")
    .concat(AUTH_ROUTES)
    .filter(({ method, path }) => {
      const key = `${method} ${path}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
}

describe("fuzzing every route", () => {
  it(
    `never answers 5xx, always the error shape, and refusals change nothing (${RUNS} cases a route)`,
    async () => {
      const routes = routesToFuzz();
      const actors: Record<"member" | "admin", Actor | undefined> = { member: undefined, admin: undefined };
      const started = performance.now();
      let total = 0;
      const statuses: Record<number, number> = {};
      for (const { method, path } of routes) {
        const role = path.startsWith("/api/admin") ? "admin" : "member";
        // A generated request may end the session (sign-out, a revoked session): start again with another.
        if (!actors[role] || (await actors[role].client.get("/api/me")).status !== 200)
          actors[role] = await member(role === "admin");
        const actor = actors[role];
        const before = await tablesDigest(server);
        let changedNothing = true;
        const withBody = method !== "GET" && method !== "HEAD";
        const reads = !withBody && !GETS_THAT_WRITE.has(`${method} ${path}`);
        await fc.assert(
          fc.asyncProperty(cases((path.match(/:[A-Za-z]+/g) ?? []).length, withBody), async (c) => {
            total += 1;
            const url = urlFor(path, c);
            const response = await send(c.visitor ? undefined : actor, method, url, c);
            statuses[response.status] = (statuses[response.status] ?? 0) + 1;
            const what = `${method} ${url.slice(0, 120)} (${c.kind}${c.visitor ? ", visitor" : ""})`;
            expect(response.status, `${what} answered ${JSON.stringify(response.body)?.slice(0, 300)}`).toBeLessThan(
              500,
            );
            if (response.status < 400) changedNothing &&= reads;
            else if (method !== "HEAD")
              expect(
                ApiErrorBodySchema.safeParse(response.body).success,
                `${what} answered ${response.status} ${JSON.stringify(response.body)?.slice(0, 200)}`,
              ).toBe(true);
          }),
          { numRuns: RUNS },
        );
        if (changedNothing)
          expect(await tablesDigest(server), `${method} ${path}: reads and refusals changed a table`).toEqual(before);
      }

      const seconds = (performance.now() - started) / 1000;
      console.log(
        `fuzz: ${routes.length} routes, ${RUNS} cases each (${total} requests), ${seconds.toFixed(1)} s (${((seconds * 1000) / total).toFixed(2)} ms a case); answers ${JSON.stringify(statuses)}`,
      );
      expect((await new TestClient(server).get("/api/health")).status).toBe(200);
    },
    120_000 + RUNS * 1_500,
  );
});
