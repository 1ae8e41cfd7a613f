// The Users tab: every account (profile or not), newest first, paged by 10, searched by name or place,
// with its real email, live online state and account status.
import { ADMIN_USERS_PAGE_SIZE, AdminUsersSchema, type AdminUser, type AdminUsers } from "@kindred/contracts";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realtimeConnections, users } from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import type { ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket } from "./support/socket";

type Member = Awaited<ReturnType<typeof createMember>>;

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
let admin: Member;
let wilhelmina: Member, percent: Member, underscore: Member, backslash: Member;
let banned: Member, suspended: Member, expired: Member;
let noProfile: { id: string; email: string; client: TestClient };
const suspendedUntil = new Date(Date.now() + 3 * DAY_MS);

beforeAll(async () => {
  server = await startTestServer();
  admin = await createMember(server, { firstName: "Mod", lastName: "Erator" });
  await makeAdmin(server, admin.id);
  // One at a time: the order of sign-up is the order the list is checked against.
  wilhelmina = await createMember(server, {
    firstName: "Wilhelmina",
    lastName: "Quokkaberg",
    location: "Lisbon, Portugal",
  });
  percent = await createMember(server, { firstName: "Percy", lastName: "100%Real", location: "Oslo, Norway" });
  underscore = await createMember(server, { firstName: "Under_score", lastName: "Zed" });
  // The email is made from the first name, so the backslash goes in the last name.
  backslash = await createMember(server, { firstName: "Ward", lastName: "Back\\slash" });
  banned = await createMember(server, { firstName: "Banned" });
  suspended = await createMember(server, { firstName: "Suspended" });
  expired = await createMember(server, { firstName: "Expired" });
  for (let i = 0; i < 3; i++) await createMember(server, { firstName: `Filler${i}` });
  // Signed up, no quiz yet: no profile row.
  const client = new TestClient(server);
  const email = uniqueEmail("noprofile");
  await client.signUp(email);
  noProfile = { id: (await client.get<{ id: string }>("/api/me")).body.id, email, client };

  await server.db.update(users).set({ banned: true, banReason: "Spam" }).where(eq(users.id, banned.id));
  await server.db
    .update(users)
    .set({ banned: true, banReason: "Rude", banExpires: suspendedUntil })
    .where(eq(users.id, suspended.id));
  await server.db
    .update(users)
    .set({ banned: true, banReason: "Old", banExpires: new Date(Date.now() - DAY_MS) })
    .where(eq(users.id, expired.id));
});
afterAll(() => server.close());

const list = (query = "", client = admin.client) => client.get<AdminUsers & ApiError>(`/api/admin/users${query}`);
const search = async (q: string) => {
  const response = await list(`?q=${encodeURIComponent(q)}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return AdminUsersSchema.parse(response.body);
};
const idsOf = (page: AdminUsers) => page.users.map((user) => user.id);
async function find(id: string): Promise<AdminUser> {
  // Every account fits in two pages here; looking through both keeps the test independent of order.
  const pages = await Promise.all([list("?page=1"), list("?page=2")]);
  const user = pages.flatMap((page) => page.body.users).find((candidate) => candidate.id === id);
  if (!user) throw new Error(`${id} is not listed`);
  return user;
}

describe("the list", () => {
  it("pages every account by 10, newest first, with the total", async () => {
    const all = await server.db.select({ id: users.id }).from(users).orderBy(desc(users.createdAt), desc(users.id));
    expect(all.length).toBeGreaterThan(ADMIN_USERS_PAGE_SIZE);
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const page1 = AdminUsersSchema.parse(first.body);
    const page2 = AdminUsersSchema.parse((await list("?page=2")).body);
    expect([page1.total, page1.page, page1.pageSize, page2.page]).toEqual([all.length, 1, ADMIN_USERS_PAGE_SIZE, 2]);
    expect([...idsOf(page1), ...idsOf(page2)]).toEqual(all.map((row) => row.id));
    expect(idsOf(page1)).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect((await list("?page=3")).body.users).toEqual([]);
  });

  it("shows the real email, the role and the join date, and an account without a profile yet", async () => {
    expect(await find(wilhelmina.id)).toMatchObject({
      email: wilhelmina.email,
      firstName: "Wilhelmina",
      lastName: "Quokkaberg",
      location: "Lisbon, Portugal",
      role: "user",
    });
    expect(await find(admin.id)).toMatchObject({ role: "admin", email: admin.email });
    const [row] = await server.db.select().from(users).where(eq(users.id, noProfile.id));
    expect(await find(noProfile.id)).toEqual({
      id: noProfile.id,
      firstName: null,
      lastName: null,
      location: null,
      email: noProfile.email,
      role: "user",
      online: false,
      status: "active",
      suspendedUntil: null,
      joinedAt: row!.createdAt.toISOString(),
      isDemo: false,
    });
  });

  it("tells banned, suspended (until when) and active; a suspension that has ended is active", async () => {
    expect(await find(banned.id)).toMatchObject({ status: "banned", suspendedUntil: null });
    expect(await find(suspended.id)).toMatchObject({
      status: "suspended",
      suspendedUntil: suspendedUntil.toISOString(),
    });
    expect(await find(expired.id)).toMatchObject({ status: "active", suspendedUntil: null });
    expect(await find(wilhelmina.id)).toMatchObject({ status: "active", suspendedUntil: null });
  });

  it("is online while the member has a socket open, and offline once it closes", async () => {
    expect((await find(percent.id)).online).toBe(false);
    const socket = await openSocket(server, percent.client);
    try {
      // The socket's presence row is written just after it opens.
      await expect.poll(async () => (await find(percent.id)).online, { timeout: 5000 }).toBe(true);
      expect((await find(wilhelmina.id)).online).toBe(false);
    } finally {
      await socket.close();
    }
    await expect.poll(async () => (await find(percent.id)).online, { timeout: 5000 }).toBe(false);
  });

  it("does not count a row whose heartbeat went stale (a process that died)", async () => {
    await server.db.insert(realtimeConnections).values({
      id: crypto.randomUUID(),
      userId: underscore.id,
      processId: "a-dead-process",
      heartbeatAt: new Date(Date.now() - 5 * 60_000),
    });
    expect((await find(underscore.id)).online).toBe(false);
  });
});

describe("the search", () => {
  it("matches first name, last name or location, whatever the case, with the filtered total", async () => {
    for (const q of ["wilHELmina", "QUOKKA", "lisbon", "  Quokkaberg  "]) {
      const page = await search(q);
      expect([q, idsOf(page), page.total]).toEqual([q, [wilhelmina.id], 1]);
    }
    const fillers = await search("filler");
    expect(fillers.total).toBe(3);
    expect(fillers.users.map((user) => user.firstName)).toEqual(["Filler2", "Filler1", "Filler0"]);
    expect(await search("nobody-is-called-this")).toMatchObject({ users: [], total: 0 });
  });

  it("treats %, _ and \\ as the characters themselves, not wildcards", async () => {
    expect(idsOf(await search("%"))).toEqual([percent.id]);
    expect(idsOf(await search("0%r"))).toEqual([percent.id]);
    // Unescaped, "er_" would match "Percy" and "Moderator" too.
    expect(idsOf(await search("er_"))).toEqual([underscore.id]);
    expect(idsOf(await search("\\"))).toEqual([backslash.id]);
    expect(idsOf(await search("k\\s"))).toEqual([backslash.id]);
  });

  it("refuses a bad page or an overlong search with a 400", async () => {
    for (const query of ["?page=0", "?page=two", "?page=1.5", "?page=-1", `?q=${"x".repeat(101)}`]) {
      const response = await list(query);
      expect([query, response.status, response.body.error?.code]).toEqual([query, 400, "VALIDATION_FAILED"]);
    }
  });

  it("is for admins only", async () => {
    expect((await list("", wilhelmina.client)).status).toBe(403);
    expect((await list("", new TestClient(server))).status).toBe(401);
  });
});
