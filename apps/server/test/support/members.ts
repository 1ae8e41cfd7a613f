import { profiles } from "../../src/db/schema";
import { createAdminRepository } from "../../src/modules/admin/admin.repository";
import { TestClient, uniqueEmail } from "./client";
import type { TestServer } from "./server";
import { membersChanged } from "./session-cache";

type ProfileFields = Partial<typeof profiles.$inferInsert>;

/** Cities for placing test members (city-centre coordinates, as the gazetteer stores). */
export const PLACES = {
  austin: { location: "Austin, Texas, United States", latitude: 30.2672, longitude: -97.7431 },
  roundRock: { location: "Round Rock, Texas, United States", latitude: 30.5083, longitude: -97.6789 },
  houston: { location: "Houston, Texas, United States", latitude: 29.7633, longitude: -95.3633 },
} as const;

/** A signed-up member with a profile written straight to the database (fast, any shape). */
export async function createMember(server: TestServer, fields: ProfileFields = {}) {
  const client = new TestClient(server);
  const email = uniqueEmail(String(fields.firstName ?? "member").toLowerCase());
  await client.signUp(email);
  const { id } = (await client.get<{ id: string }>("/api/me")).body;
  await server.db.insert(profiles).values({
    id,
    firstName: "Member",
    age: 30,
    gender: "female",
    interestedIn: "everyone",
    ...PLACES.austin,
    ...fields,
  });
  return { client, id, email };
}

/** Gives a member the admin role directly (and tells the server, whose cached sessions carry the role). */
export async function makeAdmin(server: Pick<TestServer, "db" | "realtime">, ...ids: string[]): Promise<void> {
  const roles = createAdminRepository(server.db);
  await Promise.all(ids.map((id) => roles.setRole(id, "admin")));
  await membersChanged(server, ids);
}
