import { DASHBOARD_MATCHES_SHOWN, POTENTIAL_MATCHES_LIMIT, type PublicProfile } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoRepository } from "../src/modules/demo/demo.repository";
import { bulkSeedMembers } from "../src/modules/demo/demo.service";
import { TestClient } from "./support/client";
import { createMember } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

type ApiError = { error: { code: string; message: string } };
type Potential = { profiles: PublicProfile[] };

let server: TestServer;
let viewer: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  server = await startTestServer();
  // More members than the default limit, so that both limits have something to cut.
  await bulkSeedMembers(createDemoRepository(server.db), POTENTIAL_MATCHES_LIMIT + 10);
  viewer = await createMember(server, { firstName: "Viewer" });
});
afterAll(() => server.close());

describe("GET /api/profiles/potential", () => {
  it("answers POTENTIAL_MATCHES_LIMIT members by default, newest first, never the viewer", async () => {
    const { status, body } = await viewer.client.get<Potential>("/api/profiles/potential");
    expect(status).toBe(200);
    expect(body.profiles).toHaveLength(POTENTIAL_MATCHES_LIMIT);
    expect(body.profiles.map((profile) => profile.id)).not.toContain(viewer.id);
  });

  it("answers only `limit` members, the first of the full list, in a fraction of its bytes", async () => {
    const full = await viewer.client.get<Potential>("/api/profiles/potential");
    const few = await viewer.client.get<Potential>(`/api/profiles/potential?limit=${DASHBOARD_MATCHES_SHOWN}`);
    expect(few.status).toBe(200);
    expect(few.body.profiles.map((profile) => profile.id)).toEqual(
      full.body.profiles.slice(0, DASHBOARD_MATCHES_SHOWN).map((profile) => profile.id),
    );
    expect(JSON.stringify(few.body).length).toBeLessThan(JSON.stringify(full.body).length / 4);

    const one = await viewer.client.get<Potential>("/api/profiles/potential?limit=1");
    expect(one.body.profiles).toHaveLength(1);
    const most = await viewer.client.get<Potential>(`/api/profiles/potential?limit=${POTENTIAL_MATCHES_LIMIT}`);
    expect(most.body.profiles).toHaveLength(POTENTIAL_MATCHES_LIMIT);
  });

  it.each(["0", "-1", String(POTENTIAL_MATCHES_LIMIT + 1), "2.5", "six", "", "1e9"])(
    "refuses limit=%j with a 400 and the error shape",
    async (limit) => {
      const { status, body } = await viewer.client.get<ApiError>(
        `/api/profiles/potential?limit=${encodeURIComponent(limit)}`,
      );
      expect(status).toBe(400);
      expect(body.error.code).toBe("VALIDATION_FAILED");
      expect(body.error.message).toMatch(/^limit: /);
    },
  );

  it("requires a session", async () => {
    expect((await new TestClient(server).get("/api/profiles/potential?limit=6")).status).toBe(401);
  });
});
