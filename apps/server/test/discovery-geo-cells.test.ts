// The geo cells that narrow the deck's search to nearby members.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../src/db/schema";
import { geoCellOf } from "../src/modules/matching/deck.repository";
import { deckIds, place } from "./support/discovery";
import { createMember, PLACES } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the deck's geo cells", () => {
  // Watchers of one age that no other test uses, so members of other tests in the same cities stay out.
  const watcher = (where: (typeof PLACES)[keyof typeof PLACES]) =>
    createMember(server, {
      ...where,
      gender: "male",
      interestedIn: "women",
      age: 57,
      discoveryMinAge: 57,
      discoveryMaxAge: 57,
      discoveryDistanceKm: 50,
    });
  const profileIn = (city: string) => ({
    firstName: "Mover",
    age: 57,
    gender: "female",
    interestedIn: "men",
    relationshipType: ["Long-term Relationship"],
    lookingFor: ["Marriage"],
    location: { country: "United States", state: "Texas", city },
    relationshipStatus: "single",
    hasChildren: false,
    languages: ["English"],
    interests: ["Reading"],
  });

  it("follow a member who moves to another city by saving the profile", async () => {
    const inAustin = await watcher(PLACES.austin);
    const inHouston = await watcher(PLACES.houston);
    const mover = await createMember(server, { firstName: null, latitude: null, longitude: null, location: null });
    expect((await mover.client.request("PUT", "/api/profile", { json: profileIn("Austin") })).status).toBe(200);
    expect(await deckIds(inAustin.client)).toEqual([mover.id]);
    expect(await deckIds(inHouston.client)).toEqual([]);
    expect((await mover.client.request("PUT", "/api/profile", { json: profileIn("Houston") })).status).toBe(200);
    expect(await deckIds(inAustin.client)).toEqual([]);
    expect(await deckIds(inHouston.client)).toEqual([mover.id]);
  });

  it("are kept by the database with the deck's own formula, wherever the coordinates are written from", async () => {
    const member = await createMember(server, { ...place() });
    const cellOf = async () =>
      (await server.db.select({ cell: profiles.geoCell }).from(profiles).where(eq(profiles.id, member.id)))[0]!.cell;
    const points: [number, number][] = [
      [30.2672, -97.7431],
      [-33.87, 151.21],
      [0, 0],
      [-0.000001, -0.000001],
      [51.5, -0.13],
      [89.99, 179.99],
      [-90, -180],
      [12.999999, 45],
    ];
    for (const [latitude, longitude] of points) {
      await server.db.update(profiles).set({ latitude, longitude }).where(eq(profiles.id, member.id));
      expect(await cellOf()).toBe(geoCellOf(latitude, longitude));
    }
    await server.db.execute(sql`update profiles set latitude = null where id = ${member.id}`);
    expect(await cellOf()).toBeNull();
  });

  it("cover a radius that crosses cell borders", async () => {
    // On a corner of four cells: members a little way into each of them are all within 50 km.
    const corner = { location: "Corner", latitude: 3, longitude: 40 };
    const me = await createMember(server, { ...corner, discoveryDistanceKm: 50 });
    const around = await Promise.all(
      [
        [0.2, 0.2],
        [0.2, -0.2],
        [-0.2, 0.2],
        [-0.2, -0.2],
      ].map(([dLat, dLon]) =>
        createMember(server, {
          location: "Around",
          latitude: corner.latitude + dLat!,
          longitude: corner.longitude + dLon!,
        }),
      ),
    );
    // 67 km away, in a cell the bounding box reaches: read, and left out by the radius.
    await createMember(server, { location: "Far", latitude: corner.latitude + 0.6, longitude: corner.longitude });
    expect((await deckIds(me.client)).sort()).toEqual(around.map((member) => member.id).sort());
  });
});
