import { AUTH_MESSAGES, REALTIME_CLOSE, REALTIME_MAX_SOCKETS_PER_MEMBER } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, profiles, reports, users } from "../src/db/schema";
import { NUL_MESSAGE } from "../src/http/no-nul";
import { TestClient, uniqueEmail } from "./support/client";
import { matchedPair } from "./support/matched";
import { createMember } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket } from "./support/socket";

type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NUL = "\u0000";
const expectNulRefused = (response: { status: number; body: unknown }) => {
  expect(response.status).toBe(400);
  expect((response.body as ApiError).error).toMatchObject({ code: "BAD_REQUEST", message: NUL_MESSAGE });
};

describe("a NUL character (U+0000) is refused at the edge with a 400, and nothing is stored", () => {
  it("in profile fields, message text (JSON and multipart), report reasons and search", async () => {
    const { a, b, matchId } = await matchedPair(server, ["Nia", "Olu"]);
    const before = await a.client.get<{ profile: { bio: string | null } }>("/api/profile");

    expectNulRefused(
      await a.client.request("PUT", "/api/profile", {
        json: {
          firstName: `Nia${NUL}`,
          lastName: "Lovelace",
          age: 34,
          gender: "female",
          interestedIn: "men",
          location: { country: "United States", state: "Texas", city: "austin" },
          bio: `Hello${NUL}world`,
        },
      }),
    );
    expect((await a.client.get<{ profile: { bio: string | null } }>("/api/profile")).body).toEqual(before.body);

    expectNulRefused(
      await a.client.post(`/api/conversations/${matchId}/messages`, {
        clientId: crypto.randomUUID(),
        content: `hi${NUL}`,
      }),
    );
    const form = new FormData();
    form.append("clientId", crypto.randomUUID());
    form.append("content", `caption${NUL}`);
    expectNulRefused(await a.client.request("POST", `/api/conversations/${matchId}/messages`, { body: form }));
    expect(await server.db.$count(messages, eq(messages.matchId, matchId))).toBe(0);

    expectNulRefused(
      await a.client.post("/api/reports", {
        kind: "profile",
        targetId: b.id,
        category: "scam_spam",
        reason: `spam${NUL}`,
      }),
    );
    expect(await server.db.$count(reports, eq(reports.reporterId, a.id))).toBe(0);

    expectNulRefused(await a.client.get("/api/search?q=%00"));
    expectNulRefused(await a.client.get("/api/geo/cities?q=Aus%00"));
  });

  it("in auth fields and tokens", async () => {
    const visitor = new TestClient(server);
    expectNulRefused(
      await visitor.post("/api/auth/sign-up/email", { email: `x${NUL}@example.com`, password: "a-long-enough-secret" }),
    );
    expectNulRefused(
      await visitor.post("/api/auth/sign-in/email", { email: "x@example.com", password: `secret${NUL}secret` }),
    );
    expectNulRefused(
      await visitor.post("/api/auth/reset-password", { token: `abc${NUL}`, newPassword: "a brand new secret" }),
    );
    expectNulRefused(await visitor.get("/api/auth/verify-email?token=%00"));
  });
});

describe("passwords that guard nothing are refused", () => {
  it("at sign-up: only spaces, or the email itself", async () => {
    const email = uniqueEmail("weak");
    const spaces = await new TestClient(server).signUp(email, " ".repeat(12));
    expect(spaces.status).toBe(400);
    expect((spaces.body as ApiError).error.fields?.password).toBe(AUTH_MESSAGES.passwordOnlySpaces);
    const same = await new TestClient(server).signUp(email, email.toUpperCase());
    expect(same.status).toBe(400);
    expect((same.body as ApiError).error.fields?.password).toBe(AUTH_MESSAGES.passwordIsEmail);
    expect(await server.db.$count(users, eq(users.email, email))).toBe(0);
  });

  it("at password reset and change", async () => {
    const email = uniqueEmail("resetweak");
    const member = new TestClient(server);
    await member.signUp(email);
    const visitor = new TestClient(server);
    await visitor.post("/api/auth/request-password-reset", { email, redirectTo: "/login" });
    const { link } = await server.mail.waitFor(email, "Reset your Kindred password");
    const token = new URL(link).pathname.split("/").at(-1)!;
    const reset = await visitor.post<ApiError>("/api/auth/reset-password", { token, newPassword: email });
    expect(reset.status).toBe(400);
    expect(reset.body.error.message).toBe(AUTH_MESSAGES.passwordIsEmail);
    const spaces = await visitor.post<ApiError>("/api/auth/reset-password", { token, newPassword: "          " });
    expect(spaces.body.error.message).toBe(AUTH_MESSAGES.passwordOnlySpaces);
    // The link was not used up by the refusals.
    expect((await visitor.post("/api/auth/reset-password", { token, newPassword: "a brand new secret" })).status).toBe(
      200,
    );

    const signedIn = new TestClient(server);
    await signedIn.signIn(email, "a brand new secret");
    const change = await signedIn.post<ApiError>("/api/auth/change-password", {
      currentPassword: "a brand new secret",
      newPassword: ` ${email} `,
    });
    expect(change.status).toBe(400);
    expect(change.body.error.message).toBe(AUTH_MESSAGES.passwordIsEmail);
    expect((await new TestClient(server).signIn(email, "a brand new secret")).status).toBe(200);
  });
});

describe("live sockets per member", () => {
  it(`keeps at most ${REALTIME_MAX_SOCKETS_PER_MEMBER}, closing the oldest`, async () => {
    const member = await createMember(server, { firstName: "Tab" });
    const tabs = [];
    for (let i = 0; i < REALTIME_MAX_SOCKETS_PER_MEMBER; i++) tabs.push(await openSocket(server, member.client));
    const newest = await openSocket(server, member.client);
    expect((await tabs[0]!.closed).code).toBe(REALTIME_CLOSE.replaced);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([...tabs.slice(1), newest].every((tab) => tab.ws.readyState === tab.ws.OPEN)).toBe(true);
    await Promise.all([...tabs.slice(1), newest].map((tab) => tab.close()));
    // Other members are not affected by one member's tabs.
    expect(await server.db.$count(profiles, eq(profiles.id, member.id))).toBe(1);
  });
});
