import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { createAdminRepository } from "../src/modules/admin/admin.repository";
import { createAdminService, type AdminService } from "../src/modules/admin/admin.service";
import { TestClient } from "./support/client";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
let roles: AdminService;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "Boss@Example.com, second@example.com" });
  roles = createAdminService(createAdminRepository(server.db));
});
afterAll(() => server.close());

const roleOf = async (client: TestClient) => (await client.get<{ role: string }>("/api/me")).body.role;

/** Opens the verification link from the member's mailbox, as the member would. */
async function verify(client: TestClient, email: string) {
  const { link } = await server.mail.waitFor(email, "Confirm your email");
  const url = new URL(link);
  const response = await client.get(`${url.pathname}${url.search}`);
  expect(response.status).toBeLessThan(400);
}

describe("granting the first admin", () => {
  it("makes an ADMIN_EMAILS member an admin only once the address is verified", async () => {
    const boss = new TestClient(server);
    await boss.signUp("boss@example.com");
    // Whoever signed up first with the address may not own it: nothing until the mailed link is opened.
    expect(await roleOf(boss)).toBe("user");
    await verify(boss, "boss@example.com");
    expect(await roleOf(boss)).toBe("admin");
  });

  it("promotes at start only verified accounts", async () => {
    const squatter = new TestClient(server);
    await squatter.signUp("second@example.com");
    expect(await roles.promoteAdminEmails(["second@example.com"])).toBe(0);
    expect(await roleOf(squatter)).toBe("user");
  });

  it("leaves everyone else a plain member, verified or not", async () => {
    const member = new TestClient(server);
    await member.signUp("someone@example.com");
    await verify(member, "someone@example.com");
    expect(await roleOf(member)).toBe("user");
  });

  it("grants and revokes the role from the command line helper, for verified addresses only", async () => {
    const member = new TestClient(server);
    await member.signUp("promoted@example.com");
    expect(await roles.setRole("Promoted@Example.com", "admin")).toBe("unverified");
    expect(await roleOf(member)).toBe("user");
    await verify(member, "promoted@example.com");
    expect(await roles.setRole("Promoted@Example.com", "admin")).toBe("changed");
    expect(await roleOf(member)).toBe("admin");
    expect(await roles.setRole("promoted@example.com", "user")).toBe("changed");
    const [row] = await server.db.select().from(users).where(eq(users.email, "promoted@example.com"));
    expect(row!.role).toBe("user");
    expect(await roles.setRole("nobody@example.com", "admin")).toBe("no-account");
  });
});
