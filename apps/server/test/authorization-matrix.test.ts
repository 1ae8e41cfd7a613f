// The authorization matrix (issue 30): every registered route and socket event has an entry in
// authorization/routes.ts, and each route is run as every caller with the outcome the table expects.
import { ClientEventSchema } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESTRICTED_MEMBER_POLICY, ROUTES, SOCKET_EVENTS, type RouteEntry } from "./authorization/routes";
import { TestClient } from "./support/client";
import { matchedPair } from "./support/matched";
import { createMember, makeAdmin } from "./support/members";
import { photoHelpers } from "./support/photos";
import { eligibleReviewer, postReview, publishReviews } from "./support/reviews";
import { startTestServer, type TestServer } from "./support/server";

type Member = Awaited<ReturnType<typeof createMember>>;
type Caller = "visitor" | "member" | "admin" | "banned" | "suspended";
const RULE = "be-respectful";

let server: TestServer;
let member: Member;
let admin: Member;
let banned: Member;
let suspended: Member;
let pair: Awaited<ReturnType<typeof matchedPair>>;
let stranger: Member;
let blocked: Awaited<ReturnType<typeof matchedPair>>;

beforeAll(async () => {
  server = await startTestServer({ SMTP_URL: "" });
  [member, admin, banned, suspended, stranger, pair, blocked] = await Promise.all([
    createMember(server, { firstName: "Mia" }),
    createMember(server, { firstName: "Mod" }),
    createMember(server, { firstName: "Bea" }),
    createMember(server, { firstName: "Sue" }),
    createMember(server, { firstName: "Uma" }),
    matchedPair(server, ["Ada", "Ben"]),
    matchedPair(server, ["Cal", "Dee"]),
  ]);
  await makeAdmin(server, admin.id);
  const restrict = async (who: Member, action: string, body: object) => {
    const answer = await admin.client.post(`/api/admin/members/${who.id}/${action}`, {
      reason: "Spam",
      rule: RULE,
      ...body,
    });
    expect(answer.status).toBe(200);
  };
  await Promise.all([restrict(banned, "ban", {}), restrict(suspended, "suspend", { days: 7 })]);
  expect((await blocked.a.client.post("/api/blocks", { userId: blocked.b.id })).status).toBe(204);
}, 60_000);
afterAll(() => server?.close());
const { uploadOk } = photoHelpers(() => server);

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

function concrete(pattern: string, entry: RouteEntry) {
  const [method, path] = pattern.split(" ") as [string, string];
  if (entry.probe) return entry.probe;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const source = entry.params?.[name] ?? "random-uuid";
    if (source === "number") return "0";
    if (source === "random-token") return `t${crypto.randomUUID().replaceAll("-", "")}`;
    return crypto.randomUUID();
  });
  return { method, path: filled };
}

/** What the table says a caller gets: an exact status, or "reached" (past the access check: no 401/403). */
function expected(access: RouteEntry["access"], caller: Caller): 401 | 403 | "reached" {
  const acting: Caller = caller === "banned" || caller === "suspended" ? "visitor" : caller;
  if (access === "public") return "reached";
  if (acting === "visitor") return 401;
  if (access === "admin" && acting === "member") return 403;
  return "reached";
}

const CODES = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN" } as const;

describe("the table", () => {
  it("has one entry for every registered route, and no entry without a route", () => {
    const registered = new Set(server.routes.map(key));
    const missing = [...registered].filter((route) => !(route in ROUTES));
    const stale = Object.keys(ROUTES).filter((route) => !registered.has(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it("has one entry for every socket client event", () => {
    const events = ClientEventSchema.options.map((option) => option.shape.type.value);
    expect(Object.keys(SOCKET_EVENTS).sort()).toEqual([...events].sort());
  });
});

describe("every route, as every caller", () => {
  it(`holds the restricted-member policy: ${RESTRICTED_MEMBER_POLICY}`, async () => {
    for (const who of [banned, suspended]) {
      expect((await who.client.get("/api/me")).status).toBe(401);
      const again = await new TestClient(server).signIn(who.email);
      expect([again.status, (again.body as { error?: { code: string } }).error?.code]).toEqual([403, "ACCOUNT_BANNED"]);
    }
  });

  const callers: Caller[] = ["visitor", "member", "admin", "banned", "suspended"];
  it.each(callers)("as %s: the outcome the table gives, never a 5xx", async (caller) => {
    const client = {
      visitor: new TestClient(server),
      member: member.client,
      admin: admin.client,
      banned: banned.client,
      suspended: suspended.client,
    }[caller];
    const runs = Object.entries(ROUTES)
      .filter(([, entry]) => entry.access !== "middleware")
      // Minimal bodies: a route that could act (DELETE /api/account, an admin's ban) still needs a
      // password or a reason, so only the access check and validation answer.
      .map(async ([pattern, entry]) => {
        const { method, path } = concrete(pattern, entry);
        const want = expected(entry.access, caller);
        const json = method === "GET" || method === "DELETE" ? undefined : {};
        const answer = await client.request<{ error?: { code: string } }>(method, path, { json });
        const code = answer.body && typeof answer.body === "object" ? answer.body.error?.code : undefined;
        const got =
          answer.status >= 500 && !(answer.status === 503 && entry.mayBeUnavailable)
            ? `5xx ${answer.status}`
            : want === "reached"
              ? [401, 403].includes(answer.status) && (code === "UNAUTHENTICATED" || code === "FORBIDDEN")
                ? `refused ${answer.status} ${code}`
                : "reached"
              : answer.status === want && code === CODES[want]
                ? want
                : `${answer.status} ${code}`;
        return [pattern, got, want] as const;
      });
    const results = await Promise.all(runs);
    const wrong = results
      .filter(([, got, want]) => got !== want)
      .map(([p, got, want]) => `${p}: got ${got}, want ${want}`);
    expect(wrong).toEqual([]);
  });
});

// Object-level rows: the same route, an object that belongs to someone, each caller's status.
describe("objects that belong to someone", () => {
  type Row = [caller: string, client: TestClient, status: number];
  async function holds(method: string, path: string, rows: Row[]) {
    const got = await Promise.all(
      rows.map(async ([who, client]) => [who, (await client.request(method, path)).status]),
    );
    expect(got).toEqual(rows.map(([who, , status]) => [who, status]));
  }

  it("a conversation's messages: only its two members, and not across a block", async () => {
    await holds("GET", `/api/conversations/${pair.matchId}/messages`, [
      ["visitor", new TestClient(server), 401],
      ["one member", pair.a.client, 200],
      ["the other member", pair.b.client, 200],
      ["an unrelated member", stranger.client, 403],
      ["an admin (reads chats through /api/admin only)", admin.client, 403],
    ]);
    await holds("GET", `/api/conversations/${blocked.matchId}/messages`, [
      ["the blocker", blocked.a.client, 403],
      ["the blocked", blocked.b.client, 403],
    ]);
  });

  it("a private photo's file: its owner and their match, nobody else, and not across a block", async () => {
    const [open, closed] = await Promise.all([uploadOk(pair.a), uploadOk(blocked.b)]);
    for (const [owner, photo] of [
      [pair.a, open],
      [blocked.b, closed],
    ] as const) {
      const made = await owner.client.request("PATCH", `/api/photos/${photo.id}`, { json: { isPrivate: true } });
      expect(made.status).toBe(200);
    }
    await holds("GET", `/api/photos/${open.id}/file`, [
      ["visitor", new TestClient(server), 401],
      ["the owner", pair.a.client, 200],
      ["the match", pair.b.client, 200],
      ["an unrelated member", stranger.client, 404],
    ]);
    await holds("GET", `/api/photos/${closed.id}/file`, [
      ["the owner", blocked.b.client, 200],
      ["the former match who blocked", blocked.a.client, 404],
    ]);
  });

  it("a session: only its own member can end it", async () => {
    const theirs = await stranger.client.get<{ sessions: { id: string }[] }>("/api/sessions");
    const id = theirs.body.sessions[0]!.id;
    await holds("DELETE", `/api/sessions/${id}`, [
      ["visitor", new TestClient(server), 401],
      ["another member", member.client, 404],
      ["an admin", admin.client, 404],
    ]);
    expect((await stranger.client.get("/api/me")).status).toBe(200);
  });

  it("a review's authorship: never returned to anyone but an admin", async () => {
    const writer = await eligibleReviewer(server, pair.b, { firstName: "Wyn", lastName: "Quillfeather" });
    expect((await postReview(writer, pair.b.id)).status).toBe(201);
    await publishReviews(server);
    // The review is there to be read (so the rows below are not vacuous).
    const own = await pair.b.client.get<{ summary: { totalReviews: number } | null }>(`/api/reviews/${pair.b.id}`);
    expect(own.body.summary?.totalReviews).toBe(1);
    const readers: [string, TestClient][] = [
      ["the reviewed member", pair.b.client],
      ["their match", pair.a.client],
      ["an unrelated member", stranger.client],
      ["the writer", writer.client],
    ];
    const pages = await Promise.all(
      readers.map(async ([who, client]) => {
        const page = await client.get(`/api/reviews/${pair.b.id}`);
        const text = JSON.stringify(page.body);
        return [who, page.status < 500, [writer.id, writer.email, "Wyn", "Quillfeather"].some((w) => text.includes(w))];
      }),
    );
    expect(pages).toEqual(readers.map(([who]) => [who, true, false]));
  });
});
