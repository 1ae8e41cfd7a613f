import { ApiErrorBodySchema } from "@kindred/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

/**
 * Generated bodies, query strings and path parameters against every route: never a 5xx, a refusal
 * always in the error shape, and a batch of refusals leaves the tables as they were. `FUZZ_RUNS` sets
 * the cases per route: about 11 ms a case over HTTP on the CI machine, so `npm test`
 * runs 20 a route (about 40 s) and `npm run fuzz` 2,000 (about 40 minutes).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

/**
 * The socket upgrade answers 426 to plain HTTP (its frames are for a socket fuzzer); the pages' catch-all
 * answers 503 here on purpose, as the tests run without a web build (spa-delivery.test.ts covers it).
 */
const SKIPPED = new Set(["GET /api/realtime", "GET /*"]);

/**
 * Tables any request may touch without changing what the app holds: rate limit counters, a session's
 * last use, open sockets and the days a member was active; and a data export, whose background job
 * (asked for by an earlier, accepted request) finishes in its own time.
 */
const VOLATILE_TABLES = new Set([
  "rate_limit_buckets",
  "rate_limits",
  "sessions",
  "realtime_connections",
  "member_activity_days",
  "data_exports",
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

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function digest(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    server.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (VOLATILE_TABLES.has(name)) continue;
    const [row] = await queryRows<{ n: string; h: string | null }>(
      server.db,
      sql`select count(*)::text as n, md5(string_agg(t::text, ',' order by t::text)) as h from ${sql.identifier(name)} t`,
    );
    result[name] = `${row!.n}:${row!.h ?? ""}`;
  }
  return result;
}

const junkKey = fc.oneof(
  fc.constantFrom("id", "email", "password", "content", "clientId", "kind", "reason", "firstName", "age", "bio"),
  fc.constantFrom("status", "action", "enabled", "code", "token", "matchId", "memberId", "targetId", "note"),
  fc.string(),
);
const nasty = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("a".repeat(100_000), "\u{1F600}".repeat(5_000), "\uD800", -1, 1e308, 2 ** 53 + 1),
  fc.constantFrom(null, true, [], {}, "", " ", "0", "NaN", "__proto__"),
);
const deep = fc.integer({ min: 50, max: 3_000 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});
const body = fc.oneof(fc.jsonValue(), fc.dictionary(junkKey, nasty, { maxKeys: 8 }), deep, nasty);

const queryPart = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom("limit", "cursor", "q", "page", "before", "after", "tab", "sort"),
);
const query = fc
  .array(
    fc.tuple(
      queryPart,
      fc.oneof(queryPart, fc.integer().map(String), fc.constantFrom("x".repeat(1_500), "x".repeat(20_000))),
    ),
    {
      maxLength: 6,
    },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"));

const segment = fc.oneof(
  fc.uuid().map(String),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.integer().map(String),
  fc.constantFrom(
    "a%2Fb",
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e",
    "%E2%80%AE",
    "%FF%FE",
    "x".repeat(1_000),
    "0",
    "-1",
    "null",
  ),
);

type Case = { kind: "body" | "query" | "path"; json: unknown; query: string; params: string[] };
const cases = (paramCount: number) =>
  fc.record({
    kind: fc.constantFrom<Case["kind"]>("body", "query", "path"),
    json: body,
    query,
    params: fc.array(segment, { minLength: paramCount, maxLength: paramCount }),
  });

function urlFor(path: string, c: Case): string {
  let index = 0;
  const fill = (value: string) => (c.kind === "path" ? c.params[index++]! : value);
  // A route's own parameters get a plausible value unless the path is what this case fuzzes.
  const url = path.replace(/:[A-Za-z]+/g, () => fill("00000000-0000-4000-8000-000000000000")).replace(/\*$/, "x");
  return c.kind === "query" && c.query ? `${url}?${c.query}` : url;
}

type Actor = { client: TestClient; id: string };
async function member(admin: boolean): Promise<Actor> {
  const m = await createMember(server, { firstName: admin ? "Fuzzadmin" : "Fuzzer" });
  if (admin) await makeAdmin(server, m.id);
  return m;
}

describe("fuzzing every route", () => {
  it(
    `never answers 5xx, always the error shape, and refusals change nothing (${RUNS} cases a route)`,
    async () => {
      // `ALL` entries are middleware, but for better-auth's handler, whose paths are listed instead.
      const routes = server.routes
        .filter(({ method, path }) => !SKIPPED.has(`${method} ${path}`) && method !== "ALL")
        .concat(AUTH_ROUTES);
      const seen = new Set<string>();
      const unique = routes.filter(({ method, path }) => {
        const key = `${method} ${path}`;
        return seen.has(key) ? false : (seen.add(key), true);
      });
      const actors: Record<"member" | "admin", Actor | undefined> = { member: undefined, admin: undefined };
      const started = performance.now();
      for (const { method, path } of unique) {
        const role = path.startsWith("/api/admin") ? "admin" : "member";
        // A generated request may end the session (sign-out, a revoked session): start again with another.
        if (!actors[role] || (await actors[role].client.get("/api/me")).status !== 200)
          actors[role] = await member(role === "admin");
        const { client } = actors[role];
        const before = await digest();
        let allRefused = true;
        await fc.assert(
          fc.asyncProperty(cases((path.match(/:[A-Za-z]+/g) ?? []).length), async (c) => {
            const url = urlFor(path, c);
            const withBody = method !== "GET" && method !== "HEAD" && c.kind === "body";
            const response = await client.request(method, url, withBody ? { json: c.json } : {});
            const what = `${method} ${url.slice(0, 120)} (${c.kind})`;
            expect(response.status, what).toBeLessThan(500);
            if (response.status < 400) allRefused = false;
            else if (method !== "HEAD")
              expect(
                ApiErrorBodySchema.safeParse(response.body).success,
                `${what} answered ${response.status} ${JSON.stringify(response.body)?.slice(0, 200)}`,
              ).toBe(true);
          }),
          { numRuns: RUNS },
        );
        if (allRefused)
          expect(await digest(), `${method} ${path} refused every case yet changed a table`).toEqual(before);
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `fuzz: ${unique.length} routes, ${RUNS} cases each, ${seconds.toFixed(1)} s (${((seconds * 1000) / (unique.length * RUNS)).toFixed(2)} ms a case)`,
      );
      expect((await new TestClient(server).get("/api/health")).status).toBe(200);
    },
    120_000 + RUNS * 5_000,
  );
});
