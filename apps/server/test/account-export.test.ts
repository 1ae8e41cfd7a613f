// "Download my data": the request, the background job's progress, the zip's contents, and the link
// that works once, for a day, only for its member.
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import {
  ACCOUNT_DATA_TEXT as TEXT,
  DataExportStateSchema,
  dataExportFileName,
  type DataExport,
} from "@kindred/contracts";
import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataExports, profilePhotos } from "../src/db/schema";
import { TestClient } from "./support/client";
import { matchedPair } from "./support/matched";
import { createMember } from "./support/members";
import { send, type ApiError } from "./support/messages";
import { eligibleReviewer, postReview, publishReviews } from "./support/reviews";
import { startTestServer, type TestServer } from "./support/server";
import { english } from "./support/text";
import { sendImageMessage, uploadPhoto } from "./support/uploads";

type Member = Awaited<ReturnType<typeof createMember>>;
type Conversation = {
  with: { id: string | null; firstName: string | null };
  messages: { from: "me" | "them"; text: string | null; image: string | null }[];
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const request = (member: Member) =>
  member.client.request<{ export: DataExport } & ApiError>("POST", "/api/account/export");
const state = async (member: Member) => {
  const answer = await member.client.get("/api/account/export");
  expect(answer.status).toBe(200);
  return DataExportStateSchema.parse(answer.body).export;
};

/** Polls the state as the Account tab does, keeping each progress seen, until the export is done. */
async function waitUntilDone(member: Member) {
  const seen: number[] = [];
  const deadline = Date.now() + 20_000;
  for (;;) {
    const current = await state(member);
    if (current) seen.push(current.progress);
    if (current && !["queued", "running"].includes(current.status)) return { current, seen };
    if (Date.now() > deadline) throw new Error(`Export still ${current?.status} at ${current?.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The raw download (a zip, not JSON), with the member's cookies. */
async function download(client: TestClient, url: string) {
  const response = await fetch(`${server.url}${url}`, { headers: { cookie: client.cookieHeader } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}
const errorOf = (bytes: Uint8Array) => (JSON.parse(strFromU8(bytes)) as ApiError).error;
const exportFiles = (member: Member) =>
  readdir(path.join(server.config.uploadsDir, "data_exports", member.id)).catch(() => [] as string[]);

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("download my data", () => {
  it("is for signed-in members only", async () => {
    const visitor = new TestClient(server);
    expect((await visitor.get("/api/account/export")).status).toBe(401);
    expect((await visitor.post("/api/account/export")).status).toBe(401);
    expect((await visitor.get("/api/account/export/some-token")).status).toBe(401);
  });

  it("prepares a zip with the member's messages both ways and their photos, in the background, for them alone", async () => {
    const { a: ada, b: ben, matchId } = await matchedPair(server, ["Ada", "Ben"]);
    // Cy talked with Ada, then blocked her; Dee and Eve talk among themselves, nothing to do with Ada.
    const { a: cy, matchId: cyMatch } = await matchedPair(server, ["Cy", "Cyfriend"]);
    await cy.client.post("/api/likes", { targetId: ada.id });
    const cyAda = await ada.client.post<{ matchId: string }>("/api/likes", { targetId: cy.id });
    expect((await send(cy.client, cyAda.body.matchId, "Cy says hello")).status).toBe(201);
    expect((await cy.client.post("/api/blocks", { userId: ada.id })).status).toBeLessThan(300);
    const { a: dee, matchId: deeMatch } = await matchedPair(server, ["Dee", "Eve"]);
    expect((await send(dee.client, deeMatch, "Unrelated secret")).status).toBe(201);
    expect(cyMatch).toBeTruthy();

    await uploadPhoto(ada.client);
    await uploadPhoto(ada.client, { isPrivate: true });
    expect((await send(ada.client, matchId, "Hello from Ada")).status).toBe(201);
    expect((await send(ben.client, matchId, "Hi Ada, Ben here")).status).toBe(201);
    await sendImageMessage(ada.client, matchId);
    await sendImageMessage(ben.client, matchId);

    expect(await state(ada)).toBeNull();
    const asked = await request(ada);
    expect(asked.status).toBe(202);
    expect(asked.body.export).toMatchObject({ status: "queued", progress: 0, downloadUrl: null });

    const { current, seen } = await waitUntilDone(ada);
    expect(current.status).toBe("ready");
    expect(current.progress).toBe(100);
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    expect(Date.parse(current.expiresAt!) - Date.parse(current.readyAt!)).toBe(24 * 60 * 60 * 1000);
    expect(current.downloadUrl).toMatch(/^\/api\/account\/export\/[\w-]+$/);
    expect(await exportFiles(ada)).toEqual([`${current.id}.zip`]);

    // Another member's session cannot use Ada's link, and trying does not use it up.
    const stolen = await download(ben.client, current.downloadUrl!);
    expect([stolen.response.status, errorOf(stolen.bytes).message]).toEqual([404, TEXT.linkInvalid]);

    const { response, bytes } = await download(ada.client, current.downloadUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${dataExportFileName(current.readyAt!)}"`,
    );
    expect(response.headers.get("content-disposition")).toMatch(/kindred-data-\d{4}-\d{2}-\d{2}\.zip/);
    const zip = unzipSync(bytes);
    const json = <T>(name: string) => JSON.parse(strFromU8(zip[name]!)) as T;

    // Messages both ways, the images too (sent and received).
    const conversations = json<Conversation[]>("messages.json");
    const withBen = conversations.find((c) => c.with.firstName === "Ben")!;
    expect(withBen.messages.map((m) => [m.from, m.text])).toEqual([
      ["me", "Hello from Ada"],
      ["them", "Hi Ada, Ben here"],
      ["me", null],
      ["them", null],
    ]);
    for (const message of withBen.messages.filter((m) => m.image))
      expect(zip[message.image!]?.length).toBeGreaterThan(0);
    expect(withBen.messages.filter((m) => m.image)).toHaveLength(2);
    // Cy blocked Ada: the conversation is hers too, but Cy is only a label.
    const withCy = conversations.find((c) => c.messages.some((m) => m.text === "Cy says hello"))!;
    expect(withCy.with).toEqual({ id: expect.stringMatching(/^member-\d+$/), firstName: null });

    // Photos: both, private too, byte for byte as stored.
    const rows = await server.db.select().from(profilePhotos).where(eq(profilePhotos.userId, ada.id));
    const photoFiles = Object.keys(zip).filter((name) => name.startsWith("photos/"));
    expect(photoFiles).toHaveLength(2);
    for (const row of rows) {
      const stored = await readFile(path.join(server.config.uploadsDir, row.storageKey));
      const name = photoFiles.find((file) => file.includes(row.id))!;
      expect(Buffer.from(zip[name]!).equals(stored)).toBe(true);
    }
    expect(json<{ isPrivate: boolean }[]>("photos.json").map((p) => p.isPrivate)).toEqual([false, true]);
    expect(json<{ email: string }>("account.json").email).toBe(ada.email);
    expect(strFromU8(zip["README.md"]!)).toContain("### messages.json");

    // Nothing of anyone else beyond first names and labels: no address, no real id, no unrelated talk.
    const everything = Object.entries(zip)
      .filter(([name]) => name.endsWith(".json") || name.endsWith(".md"))
      .map(([, content]) => strFromU8(content))
      .join("\n");
    for (const other of [ben, cy, dee]) {
      expect(everything).not.toContain(other.email);
      expect(everything).not.toContain(other.id);
    }
    expect(everything).not.toContain("Unrelated secret");
    expect(everything).not.toContain("Cyfriend");

    // Once: the second use is refused, and the file is gone.
    const again = await download(ada.client, current.downloadUrl!);
    expect([again.response.status, errorOf(again.bytes).message]).toEqual([410, TEXT.linkUsed]);
    await until(async () => (await exportFiles(ada)).length === 0, "the downloaded zip to go");
    expect(await state(ada)).toMatchObject({ status: "downloaded", downloadUrl: null });
  });

  it("refuses a link after its day, and removes the file", async () => {
    const { a: member } = await matchedPair(server, ["Fay", "Gus"]);
    expect((await request(member)).status).toBe(202);
    const { current } = await waitUntilDone(member);
    expect(current.status).toBe("ready");
    await server.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 minute' where id = ${current.id}`,
    );
    const late = await download(member.client, current.downloadUrl!);
    expect([late.response.status, errorOf(late.bytes).message]).toEqual([410, TEXT.linkExpired]);
    expect(await exportFiles(member)).toEqual([]);
    expect(await state(member)).toMatchObject({ status: "expired", downloadUrl: null });
  });

  it("refuses a second request while one is prepared, and past the daily limit; a lost job does not block", async () => {
    const member = await createMember(server, { firstName: "Hal" });
    // A job that never ran: queued an hour ago. The state fails it, so a new request may start.
    await server.db.insert(dataExports).values({ userId: member.id, createdAt: new Date(Date.now() - 3_600_000) });
    expect(await state(member)).toMatchObject({ status: "failed" });

    await server.db.insert(dataExports).values({ userId: member.id, status: "running", progress: 40 });
    const busy = await request(member);
    expect([busy.status, busy.body.error.message]).toEqual([409, TEXT.alreadyPreparing]);
    await server.db.update(dataExports).set({ status: "failed" }).where(eq(dataExports.userId, member.id));

    const day = Math.floor(Date.now() / (24 * 3600 * 1000));
    await server.db.execute(
      sql`insert into rate_limit_buckets (key, window_start, count) values (${`data-exports:${member.id}`}, ${day}, 10000)`,
    );
    const limited = await request(member);
    expect([limited.status, limited.body.error.message]).toEqual([429, english(TEXT.tooMany)]);
    expect(await server.db.$count(dataExports, eq(dataExports.userId, member.id))).toBe(2);
  });
});

describe("the export's read state", () => {
  /** The member's export, downloaded, as its messages.json reads. */
  async function exportedMessages(member: Member) {
    expect((await request(member)).status).toBe(202);
    const { current } = await waitUntilDone(member);
    const { bytes } = await download(member.client, current.downloadUrl!);
    const conversations = JSON.parse(strFromU8(unzipSync(bytes)["messages.json"]!)) as {
      messages: { from: "me" | "them"; text: string | null; read: boolean }[];
    }[];
    return conversations.flatMap((c) => c.messages.map((m) => [m.from, m.text, m.read]));
  }

  it("follows read receipts as the API does: a sender never learns a read the receipts hid", async () => {
    const { a: ada, b: ben, matchId } = await matchedPair(server, ["Ada", "Ben"]);
    const off = await ben.client.request("PATCH", "/api/settings", { json: { readReceipts: false } });
    expect(off.status).toBe(200);
    expect((await send(ada.client, matchId, "Hello Ben")).status).toBe(201);
    expect((await send(ben.client, matchId, "Hi Ada")).status).toBe(201);
    expect((await ben.client.post(`/api/conversations/${matchId}/read`)).status).toBe(200);
    expect((await ada.client.post(`/api/conversations/${matchId}/read`)).status).toBe(200);

    const page = await ada.client.get<{ messages: { content: string; isRead: boolean }[] }>(
      `/api/conversations/${matchId}/messages`,
    );
    const api = Object.fromEntries(page.body.messages.map((m) => [m.content, m.isRead]));
    expect(api).toEqual({ "Hello Ben": false, "Hi Ada": true });

    // Each side sees its own reads of what it received; neither learns the other's.
    expect(await exportedMessages(ada)).toEqual([
      ["me", "Hello Ben", api["Hello Ben"]],
      ["them", "Hi Ada", api["Hi Ada"]],
    ]);
    expect(await exportedMessages(ben)).toEqual([
      ["them", "Hello Ben", true],
      ["me", "Hi Ada", false],
    ]);
  });
});

describe("the export's reviews about the member", () => {
  it("counts only published reviews, as the app does: a pending one would date its author's review", async () => {
    const ben = await createMember(server, { firstName: "Ben" });
    const ann = await eligibleReviewer(server, ben, {});
    expect((await postReview(ann, ben.id)).status).toBe(201);
    const totalExported = async () => {
      expect((await request(ben)).status).toBe(202);
      const { current } = await waitUntilDone(ben);
      const { bytes } = await download(ben.client, current.downloadUrl!);
      return (JSON.parse(strFromU8(unzipSync(bytes)["reviews-about-me.json"]!)) as { totalReviews: number })
        .totalReviews;
    };
    expect(await totalExported()).toBe(0);
    await publishReviews(server);
    expect(await totalExported()).toBe(1);
  });
});
