// The admin lists mark demo members (docs/demo-community.md), and name a member without a profile (an
// admin who never made one) by their address rather than "Unknown User".
import {
  AdminAuditSchema,
  AdminChatsSchema,
  AdminPhotosSchema,
  AdminReportsSchema,
  AdminUsersSchema,
  type AdminChat,
  type AdminUser,
} from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matches, profilePhotos, profiles } from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

type Member = Awaited<ReturnType<typeof createMember>>;

let server: TestServer;
let admin: { id: string; email: string; client: TestClient };
let ada: Member;
let demo: { id: string; firstName: string | null };
let demoMatch: string;
let adminMatch: string;

beforeAll(async () => {
  server = await startTestServer(
    { SEED_DEMO: "1", DEMO_REPLY_DELAY_SECONDS: "3600" },
    { demoSeed: { cities: ["London"], photos: false } },
  );
  const [first] = await server.db
    .select({ id: profiles.id, firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.isDemo, true))
    .limit(1);
  demo = first!;
  // An admin who never made a profile.
  const client = new TestClient(server);
  const email = uniqueEmail("root");
  await client.signUp(email);
  admin = { id: (await client.get<{ id: string }>("/api/me")).body.id, email, client };
  await makeAdmin(server, admin.id);

  ada = await createMember(server, { firstName: "Ada", lastName: "Lovelace" });
  [{ id: demoMatch }] = (await server.db
    .insert(matches)
    .values({ user1Id: ada.id, user2Id: demo.id, status: "active", matchedAt: new Date() })
    .returning({ id: matches.id })) as [{ id: string }];
  [{ id: adminMatch }] = (await server.db
    .insert(matches)
    .values({ user1Id: admin.id, user2Id: ada.id, status: "active", matchedAt: new Date() })
    .returning({ id: matches.id })) as [{ id: string }];
  await server.db.insert(profilePhotos).values({
    userId: demo.id,
    position: 0,
    storageKey: `profile_photos/${demo.id}/0_1_main.jpg`,
    previewKey: `profile_photos/${demo.id}/0_1_preview.jpg`,
    contentType: "image/jpeg",
    width: 480,
    height: 600,
    bytes: 4,
  });
  const filed = { kind: "profile", targetId: demo.id, category: "fake_profile", reason: "Looks generated" };
  expect((await ada.client.post("/api/reports", filed)).status).toBe(201);
});
afterAll(() => server.close());

/** Every account, page by page (demo members joined over two months: they are spread over the pages). */
async function everyUser(): Promise<AdminUser[]> {
  const all: AdminUser[] = [];
  for (let page = 1; ; page++) {
    const { body } = await admin.client.get(`/api/admin/users?page=${page}`);
    const parsed = AdminUsersSchema.parse(body);
    all.push(...parsed.users);
    if (all.length >= parsed.total) return all;
  }
}

async function chatOf(matchId: string): Promise<AdminChat | undefined> {
  const { body } = await admin.client.get("/api/admin/chats");
  return AdminChatsSchema.parse(body).chats.find((chat) => chat.matchId === matchId);
}

describe("demo members in the admin lists", () => {
  it("are flagged in Users; real members and admins are not", async () => {
    const users = await everyUser();
    expect(users.find((user) => user.id === demo.id)?.isDemo).toBe(true);
    expect(users.find((user) => user.id === ada.id)?.isDemo).toBe(false);
    expect(users.find((user) => user.id === admin.id)?.isDemo).toBe(false);
    expect(users.filter((user) => user.isDemo).length).toBeGreaterThan(100);
  });

  it("are flagged in the reports queue, in chats and in photos", async () => {
    const reports = AdminReportsSchema.parse((await admin.client.get("/api/admin/reports")).body).reports;
    const report = reports.find((row) => row.reportedUserId === demo.id);
    expect(report).toMatchObject({ reportedIsDemo: true, reportedFirstName: demo.firstName });
    expect(report?.reportedEmail).toMatch(/@demo\.kindred\.invalid$/);

    expect(await chatOf(demoMatch)).toMatchObject({ user1IsDemo: false, user2IsDemo: true });

    const photos = AdminPhotosSchema.parse((await admin.client.get("/api/admin/photos")).body).photos;
    expect(photos.find((photo) => photo.userId === demo.id)?.owner).toMatchObject({ isDemo: true });
  });
});

describe("a member without a profile", () => {
  it("is named by their address in the audit log, not left without a name", async () => {
    const warned = await admin.client.post(`/api/admin/members/${ada.id}/warn`, {
      message: "Please keep it kind.",
      rule: "be-respectful",
    });
    expect(warned.status).toBe(200);
    const { body } = await admin.client.get(`/api/admin/audit?adminId=${admin.id}`);
    expect(AdminAuditSchema.parse(body).actions[0]).toMatchObject({
      action: "warn",
      adminName: admin.email,
      subjectName: "Ada",
    });
  });

  it("is named by their address in chats, not 'Unknown User'", async () => {
    expect(await chatOf(adminMatch)).toMatchObject({
      user1Name: admin.email,
      user2Name: "Ada Lovelace",
      user1IsDemo: false,
    });
  });
});
