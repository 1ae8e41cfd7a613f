// The authorization matrix (issue 30): every registered route and socket event has an entry in
// authorization/routes.ts, and each route is run as every caller with the outcome the table expects.
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { ClientEventSchema, totpSecretOf } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  RELATIONS,
  RESTRICTED_MEMBER_POLICY,
  ROUTES,
  SOCKET_EVENTS,
  type ObjectRow,
  type Outcome,
  type Relation,
  type RouteEntry,
} from "./authorization/routes";
import { buildWorld, type Instance, type World } from "./authorization/world";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import { eligibleReviewer, postReview, publishReviews } from "./support/reviews";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket, refusedStatus, type TestSocket } from "./support/socket";

type Member = Awaited<ReturnType<typeof createMember>>;
type Caller = "visitor" | "member" | "admin" | "banned" | "suspended";
const RULE = "be-respectful";

let server: TestServer;
let member: Member;
let admin: Member;
let banned: Member;
let suspended: Member;
let world: World;

beforeAll(async () => {
  server = await startTestServer({ SMTP_URL: "" }, { jobPollingSeconds: 0.2 });
  [member, admin, banned, suspended, world] = await Promise.all([
    createMember(server, { firstName: "Mia" }),
    createMember(server, { firstName: "Mod" }),
    createMember(server, { firstName: "Bea" }),
    createMember(server, { firstName: "Sue" }),
    buildWorld(server),
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
}, 60_000);
afterAll(() => server?.close());

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

  it("gives every path parameter that names something its object rows, or says why it names nothing", () => {
    const unsaid = Object.entries(ROUTES)
      .filter(([pattern, entry]) => pattern.includes("/:") && !entry.objects?.length === !entry.notAnObject)
      .map(([pattern]) => pattern);
    expect(unsaid).toEqual([]);
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

// Object rows: each route that names something someone owns, run as each relation to its owner.
type Job = { pattern: string; entry: RouteEntry; row: ObjectRow; relation: Relation; want: Outcome };

const jobs: Job[] = Object.entries(ROUTES).flatMap(([pattern, entry]) =>
  (entry.objects ?? []).flatMap((row) =>
    RELATIONS.map((relation) => {
      const outcome = row.outcomes[relation];
      const want = outcome === "as-stranger" ? row.outcomes.stranger : outcome;
      return { pattern, entry, row, relation, want };
    }),
  ),
);
const refused = (job: Job) => typeof job.want === "number" && job.want >= 400;

/** Runs one job against `instance`: "" when the caller got what the table says, else what went wrong. */
async function run(job: Job, instance: Instance): Promise<string> {
  const [method, pattern] = job.pattern.split(" ") as [string, string];
  const named = job.row.param ?? /:(\w+)/.exec(pattern)?.[1];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
    name === named ? instance.id : job.entry.params?.[name] === "number" ? "0" : crypto.randomUUID(),
  );
  const body =
    typeof job.row.body === "function" ? (job.row.body as (id: string) => unknown)(instance.id) : job.row.body;
  const json = body ?? (method === "GET" || method === "DELETE" ? undefined : {});
  const caller = instance.callers?.[job.relation] ?? world.callers[job.relation];
  const { status } = await caller.client.request(method, path, { json });
  const got =
    status >= 500 ? `5xx ${status}` : job.want === "reached" && ![401, 403, 404].includes(status) ? "reached" : status;
  return got === job.want ? "" : `${job.pattern} [${job.row.kind}] as ${job.relation}: got ${got}, want ${job.want}`;
}

/** The instance every refused caller and every reader shares, with its partner where it is not B. */
const sharedOf = (job: Job): Instance => {
  const partner = world.partners[job.row.kind];
  return { id: world.shared[job.row.kind], ...(partner ? { callers: { partner } } : {}) };
};
const kindsOf = (list: Job[]) => [...new Set(list.map((job) => job.row.kind))];
const snapshots = (kinds: Job["row"]["kind"][]) =>
  Promise.all(kinds.map((kind) => world.snapshot(kind, world.shared[kind])));

describe("objects that belong to someone: each route as each relation to the owner", () => {
  const rows = new Set(jobs.map((job) => job.row)).size;
  it(`runs ${rows} object rows as each relation (${jobs.length} requests): refused ones change nothing, allowed ones act`, async () => {
    // Refused callers first, on the shared instances, all at once; then the instances are as they were.
    const kinds = kindsOf(jobs);
    const before = await snapshots(kinds);
    const wrong = await Promise.all(jobs.filter(refused).map((job) => run(job, sharedOf(job))));
    const after = await snapshots(kinds);
    kinds.forEach((kind, i) => {
      if (JSON.stringify(after[i]) !== JSON.stringify(before[i])) wrong.push(`${kind}: changed by a refused caller`);
    });

    // Allowed reads on the shared instances; allowed writes each on an instance of their own (the
    // export's one download, which has no second instance, last).
    const allowed = jobs.filter((job) => !refused(job));
    const reads = allowed.filter((job) => job.pattern.startsWith("GET ") && job.row.kind !== "export");
    const writes = allowed.filter((job) => !reads.includes(job) && job.row.kind !== "export");
    wrong.push(...(await Promise.all(reads.map((job) => run(job, sharedOf(job))))));
    const acted = async (job: Job, instance: Instance) => {
      const was = await world.snapshot(job.row.kind, instance.id);
      const outcome = await run(job, instance);
      const now = await world.snapshot(job.row.kind, instance.id);
      const unchanged = JSON.stringify(now) === JSON.stringify(was);
      if (outcome || unchanged === !!job.row.alreadyDone?.includes(job.relation)) return outcome;
      return `${job.pattern} [${job.row.kind}] as ${job.relation}: ${unchanged ? "changed nothing" : "changed what was already done"}`;
    };
    wrong.push(
      ...(await Promise.all(
        writes.map(async (job) => {
          const instance = await world.fresh(job.row.kind, job.relation);
          await PREPARE[job.pattern]?.(instance);
          return acted(job, instance);
        }),
      )),
    );
    for (const job of allowed.filter((job) => job.row.kind === "export"))
      wrong.push(await acted(job, { id: world.shared.export }));
    expect(wrong.filter(Boolean)).toEqual([]);
  }, 60_000);
});

/** What a fresh instance needs before an admin acts on it, where the action is on a state. */
const PREPARE: Record<string, (instance: Instance) => Promise<unknown>> = {
  "POST /api/admin/members/:userId/reinstate": (instance) =>
    admin.client.post(`/api/admin/members/${instance.id}/suspend`, { reason: "Spam", rule: RULE, days: 7 }),
};

describe("the socket, per caller and per relation", () => {
  /** Every frame the socket got, once a ping's answer shows the server has handled all sent before it. */
  async function settled(socket: TestSocket) {
    const readies = socket.events.filter((event) => event.type === "ready").length;
    socket.ws.send(JSON.stringify({ type: "ping" }));
    await socket.next("ready", () => socket.events.filter((event) => event.type === "ready").length > readies);
    return socket.events.filter((event) => event.type !== "ready");
  }

  it("opens for a member and an admin; a visitor, a banned and a suspended member are refused", async () => {
    const refused = await Promise.all(
      [new TestClient(server), banned.client, suspended.client].map((client) =>
        refusedStatus(server, { origin: server.publicUrl, cookie: client.cookieHeader }),
      ),
    );
    expect(refused).toEqual([401, 401, 401]);
    const open = await Promise.all([member.client, admin.client].map((client) => openSocket(server, client)));
    // `ping` (SOCKET_EVENTS): any open socket gets its answer.
    expect(await Promise.all(open.map(settled))).toEqual([[], []]);
    await Promise.all(open.map((socket) => socket.close()));
  });

  it("delivers typing to the partner only: not to a stranger's match, not across a block either way", async () => {
    const { owner: a, partner: b, stranger: c, blocked: d, blocker: e } = world.callers;
    const tab = (who: Member) => openSocket(server, who.client);
    const [aTab, bTab, cTab, dTab, eTab, adminTab] = await Promise.all([
      tab(a),
      tab(b),
      tab(c),
      tab(d),
      tab(e),
      tab(admin),
    ]);
    const typing = (socket: TestSocket, matchId: string) => socket.ws.send(JSON.stringify({ type: "typing", matchId }));
    const errors = (socket: TestSocket, count: number) =>
      socket.next("error", () => socket.events.filter((event) => event.type === "error").length >= count);
    const { ab, ad, ae } = world.matches;
    // Refused: a stranger and an admin into A and B's match; both sides of each block into theirs.
    typing(cTab, ab);
    typing(adminTab, ab);
    typing(aTab, ad);
    typing(dTab, ad);
    typing(eTab, ae);
    typing(aTab, ae);
    await Promise.all([errors(cTab, 1), errors(adminTab, 1), errors(aTab, 2), errors(dTab, 1), errors(eTab, 1)]);
    // Delivered: A to B, their partner.
    typing(aTab, ab);
    await bTab.next("typing");
    const heard = await Promise.all([aTab, bTab, cTab, dTab, eTab].map(settled));
    const typingOnly = heard.map((events) => events.filter((event) => event.type === "typing"));
    expect(typingOnly).toEqual([[], [{ type: "typing", matchId: ab, userId: a.id }], [], [], []]);
    await Promise.all([aTab, bTab, cTab, dTab, eTab, adminTab].map((socket) => socket.close()));
  });
});

describe("a review's authorship", () => {
  it("is never returned to anyone but an admin", async () => {
    const { owner, partner, stranger } = world.callers;
    const writer = await eligibleReviewer(server, owner, { firstName: "Wyn", lastName: "Quillfeather" });
    expect((await postReview(writer, owner.id)).status).toBe(201);
    await publishReviews(server);
    // The review is there to be read (so the rows below are not vacuous).
    const own = await owner.client.get<{ summary: { totalReviews: number } | null }>(`/api/reviews/${owner.id}`);
    expect(own.body.summary?.totalReviews).toBe(1);
    const readers: [string, TestClient][] = [
      ["the reviewed member", owner.client],
      ["their match", partner.client],
      ["an unrelated member", stranger.client],
      ["the writer", writer.client],
    ];
    const pages = await Promise.all(
      readers.map(async ([who, client]) => {
        const page = await client.get(`/api/reviews/${owner.id}`);
        const text = JSON.stringify(page.body);
        return [who, page.status < 500, [writer.id, writer.email, "Wyn", "Quillfeather"].some((w) => text.includes(w))];
      }),
    );
    expect(pages).toEqual(readers.map(([who]) => [who, true, false]));
  });
});

// Two-factor has no route that names it: every /api/two-factor and /api/auth/two-factor/* request acts
// on the caller's own. The row proves it: each relation reads and turns off only their own.
describe("two-factor", () => {
  it("is the owner's alone: others read their own and turning theirs off leaves the owner's on", async () => {
    const { owner, ...others } = world.callers;
    const started = await owner.client.post<{ totpURI: string }>("/api/auth/two-factor/enable", {
      password: "a-long-enough-secret",
    });
    expect(started.status).toBe(200);
    const code = await createOTP(base32.decode(totpSecretOf(started.body.totpURI))).totp();
    expect((await owner.client.post("/api/auth/two-factor/verify-totp", { code })).status).toBe(200);
    const enabled = (client: TestClient) =>
      client.get<{ enabled: boolean }>("/api/two-factor").then((answer) => answer.body.enabled);
    const relations = Object.entries(others);
    expect(await Promise.all(relations.map(([, who]) => enabled(who.client)))).toEqual(relations.map(() => false));
    const disabled = await Promise.all(
      relations.map(([, who]) =>
        who.client.post("/api/auth/two-factor/disable", { password: "a-long-enough-secret" }).then((a) => a.status),
      ),
    );
    // (Turning off a two-factor one never had is answered as done: it acted on the caller's own.)
    expect(disabled).toEqual(relations.map(() => 200));
    expect(await enabled(owner.client)).toBe(true);
  });
});
