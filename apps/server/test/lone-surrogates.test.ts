// A lone UTF-16 surrogate (issue 28) is not a character: PostgreSQL cannot store it (a report's
// evidence cast to jsonb failed as a 500). It is refused at the edge, like U+0000, in every JSON body,
// query string and path; a valid pair (an emoji) passes.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, reports } from "../src/db/schema";
import { LONE_SURROGATE_MESSAGE } from "../src/http/no-lone-surrogate";
import { TestClient } from "./support/client";
import { matchedPair } from "./support/matched";
import { startTestServer, type TestServer } from "./support/server";

type ApiError = { error: { code: string; message: string } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HIGH = "\ud800";
const LOW = "\udfff";
const expectRefused = (response: { status: number; body: unknown }) => {
  expect(response.status).toBe(400);
  expect((response.body as ApiError).error).toEqual({ code: "BAD_REQUEST", message: LONE_SURROGATE_MESSAGE });
};
const profileBody = (bio: string) => ({
  firstName: "Sol",
  lastName: "Lovelace",
  age: 34,
  gender: "female",
  interestedIn: "men",
  location: { country: "United States", state: "Texas", city: "austin" },
  bio,
});

describe("a lone surrogate is refused at the edge with a 400, and nothing is stored", () => {
  it("in report reasons, message text and profile bios, high or low, anywhere in the text or a key", async () => {
    const { a, b, matchId } = await matchedPair(server, ["Sol", "Tam"]);
    const report = (reason: string) =>
      a.client.post("/api/reports", { kind: "profile", targetId: b.id, category: "scam_spam", reason });
    for (const lone of [HIGH, LOW, `spam ${HIGH}`, `${LOW}${HIGH}`, `${HIGH}x${LOW}`])
      expectRefused(await report(lone));
    expect(await server.db.$count(reports, eq(reports.reporterId, a.id))).toBe(0);

    const say = (content: string) =>
      a.client.post(`/api/conversations/${matchId}/messages`, { clientId: crypto.randomUUID(), content });
    expectRefused(await say(`hi ${HIGH}`));
    expectRefused(await say(`hi ${LOW}`));
    expect(await server.db.$count(messages, eq(messages.matchId, matchId))).toBe(0);

    const before = await a.client.get("/api/profile");
    expectRefused(await a.client.request("PUT", "/api/profile", { json: profileBody(`Hello ${HIGH} world`) }));
    expectRefused(await a.client.request("PUT", "/api/profile", { json: profileBody(`Hello ${LOW}`) }));
    expect((await a.client.get("/api/profile")).body).toEqual(before.body);

    // In a key, nested in an array, and before anything else reads the body (sign-in).
    expectRefused(await a.client.post("/api/reports", { [`kind${HIGH}`]: "profile" }));
    expectRefused(await a.client.request("PATCH", "/api/settings", { json: { list: [[`x${LOW}`]] } }));
    expectRefused(await new TestClient(server).signIn(`x${HIGH}@example.com`));
  });

  it("in query strings and paths (a surrogate's UTF-8 bytes, percent-encoded)", async () => {
    const { a } = await matchedPair(server, ["Uma", "Vic"]);
    expectRefused(await a.client.get("/api/search?q=%ED%A0%80"));
    expectRefused(await a.client.get("/api/search?q=abc%ed%bf%bf"));
    expectRefused(await a.client.get("/api/geo/cities?q=Aus%ED%A0%80"));
    expectRefused(await a.client.get("/api/profiles/%ED%A0%80"));
    expectRefused(await new TestClient(server).get("/api/auth/verify-email?token=%ED%BF%BF"));
  });

  it("lets valid pairs (emoji) through, escaped or not", async () => {
    const { a, b, matchId } = await matchedPair(server, ["Wyn", "Xan"]);
    const sent = await a.client.post<{ message: { content: string } }>(`/api/conversations/${matchId}/messages`, {
      clientId: crypto.randomUUID(),
      content: "hi 😀",
    });
    expect([sent.status, sent.body.message.content]).toEqual([201, "hi 😀"]);
    // The same pair as JSON escapes, as some clients send it.
    const escaped = await a.client.request<{ message: { content: string } }>(
      "POST",
      `/api/conversations/${matchId}/messages`,
      {
        headers: { "content-type": "application/json" },
        body: `{"clientId":"${crypto.randomUUID()}","content":"hey \\ud83d\\ude00"}`,
      },
    );
    expect([escaped.status, escaped.body.message.content]).toEqual([201, "hey 😀"]);
    const reported = await a.client.post("/api/reports", {
      kind: "profile",
      targetId: b.id,
      category: "scam_spam",
      reason: "Spam 🙄",
    });
    expect(reported.status).toBe(201);
    expect((await a.client.get("/api/search?q=%F0%9F%98%80")).status).toBe(200);
  });
});
