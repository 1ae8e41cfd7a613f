import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { setRole } from "../src/modules/admin/roles";
import { TestClient } from "./support/client";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "Boss@Example.com, second@example.com" });
});
afterAll(() => server.close());

describe("granting the first admin", () => {
  it("makes a member whose email is in ADMIN_EMAILS an admin at sign-up", async () => {
    const boss = new TestClient(server);
    await boss.signUp("boss@example.com");
    expect((await boss.get<{ role: string }>("/api/me")).body.role).toBe("admin");
  });

  it("leaves everyone else a plain member", async () => {
    const member = new TestClient(server);
    await member.signUp("someone@example.com");
    expect((await member.get<{ role: string }>("/api/me")).body.role).toBe("user");
  });

  it("grants and revokes the role from the command line helper", async () => {
    const member = new TestClient(server);
    await member.signUp("promoted@example.com");
    expect(await setRole(server.db, "Promoted@Example.com", "admin")).toBe(true);
    expect((await member.get<{ role: string }>("/api/me")).body.role).toBe("admin");
    expect(await setRole(server.db, "promoted@example.com", "user")).toBe(true);
    const [row] = await server.db.select().from(users).where(eq(users.email, "promoted@example.com"));
    expect(row!.role).toBe("user");
    expect(await setRole(server.db, "nobody@example.com", "admin")).toBe(false);
  });
});
