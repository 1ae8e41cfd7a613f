// Discovery's stored filters, and one potential match's full profile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks } from "../src/db/schema";
import { place } from "./support/discovery";
import { createMember } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("filters", () => {
  it("are stored on the profile and validated", async () => {
    const me = await createMember(server, { ...place() });
    const saved = await me.client.request("PUT", "/api/discovery/preferences", {
      json: { minAge: 25, maxAge: 40, distanceKm: 30 },
    });
    expect(saved.status).toBe(200);
    expect((await me.client.get("/api/discovery/preferences")).body).toEqual({
      minAge: 25,
      maxAge: 40,
      distanceKm: 30,
    });
    for (const bad of [
      { minAge: 70, maxAge: 20, distanceKm: 30 },
      { minAge: 20, maxAge: 30, distanceKm: -5 },
      { minAge: 17, maxAge: 30, distanceKm: 5 },
      {},
    ]) {
      const response = await me.client.request<{ error: { code: string } }>("PUT", "/api/discovery/preferences", {
        json: bad,
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("VALIDATION_FAILED");
    }
    expect((await me.client.get("/api/discovery/preferences")).body).toEqual({
      minAge: 25,
      maxAge: 40,
      distanceKm: 30,
    });
  });
});

describe("one potential match in full", () => {
  it("shows the profile with its score and where I stand with them", async () => {
    const here = place();
    const me = await createMember(server, { ...here, lookingFor: ["Marriage"] });
    const other = await createMember(server, { ...here, firstName: "Other", lookingFor: ["Marriage"] });
    type Full = {
      profile: { id: string };
      compatibility: { score: number; reasons: string[] };
      connection: { status: string; matchId: string | null };
    };
    const first = await me.client.get<Full>(`/api/discovery/profiles/${other.id}`);
    expect(first.status).toBe(200);
    expect(first.body.connection).toEqual({ status: "none", matchId: null });
    expect(first.body.compatibility.reasons).toContain("You both want Marriage");
    await other.client.post("/api/likes", { targetId: me.id });
    expect((await me.client.get<Full>(`/api/discovery/profiles/${other.id}`)).body.connection.status).toBe("likedYou");
    await me.client.post("/api/likes", { targetId: other.id });
    const matched = (await me.client.get<Full>(`/api/discovery/profiles/${other.id}`)).body.connection;
    expect(matched.status).toBe("matched");
    expect(matched.matchId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is not found for myself, a blocked member, a hidden one or a bad id", async () => {
    const here = place();
    const me = await createMember(server, { ...here });
    const blocker = await createMember(server, { ...here });
    await server.db.insert(blocks).values({ blockerId: blocker.id, blockedId: me.id });
    for (const id of [me.id, blocker.id, "nope", "00000000-0000-4000-8000-000000000000"]) {
      expect((await me.client.get(`/api/discovery/profiles/${id}`)).status).toBe(404);
    }
  });
});
